import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { SupplierQueue } from "../../../features/shop-orders";

/** The console's supplier desk (operators): orders the merchants paid for, shipped with carrier and tracking. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("shop_orders.desk_title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("shop_orders.desk_intro")}</Typography.Paragraph>
      <SupplierQueue />
    </>
  );
}
