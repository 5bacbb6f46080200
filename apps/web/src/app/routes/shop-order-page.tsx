import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ShopOrderList } from "../../features/shop-orders";

/** `/shop-order`: the shop's orders by state with counts, search by order number or buyer. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-order-page">
      <Typography.Title level={1} className="page-title">
        {t("shop_orders.title")}
      </Typography.Title>
      <ShopOrderList />
    </div>
  );
}
