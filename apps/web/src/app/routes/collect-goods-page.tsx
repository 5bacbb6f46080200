import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CollectGoodsList } from "../../features/catalogue";

/** `/collect-goods`: the shopper's favourite products. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="collect-goods-page">
      <Typography.Title level={1} className="page-title">
        {t("catalogue.favourites")}
      </Typography.Title>
      <CollectGoodsList />
    </div>
  );
}
