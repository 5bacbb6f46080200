import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { GoodsModeration } from "../../../features/console-catalogue";

/** `/admin/goods`: the console's catalogue (operators). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("consoleCatalogue.goods")}
      </Typography.Title>
      <GoodsModeration />
    </>
  );
}
