import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CollectShopList } from "../../features/catalogue";

/** `/collect-shop`: the shops the shopper follows. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="collect-shop-page">
      <Typography.Title level={1} className="page-title">
        {t("catalogue.followed_shops")}
      </Typography.Title>
      <CollectShopList />
    </div>
  );
}
