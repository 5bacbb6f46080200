import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ShopOrderList, TO_SHIP_TABS } from "../../features/shop-orders";

/** `/wait_order`: the worklist: own goods to ship, supplier goods to pay for, and those at the supplier desk. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="wait-order-page">
      <Typography.Title level={1} className="page-title">
        {t("shop_orders.to_ship_title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("shop_orders.to_ship_intro")}</Typography.Paragraph>
      <ShopOrderList tabs={TO_SHIP_TABS} search={false} />
    </div>
  );
}
