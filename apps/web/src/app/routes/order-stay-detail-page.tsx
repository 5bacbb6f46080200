import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ShopOrderDetailView } from "../../features/shop-orders";
import "./shop-order-chat";

/** `/order_stay_detail?id=`: one of the shop's orders with what the merchant may do next. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || 0;
  return (
    <div data-testid="order-stay-detail-page">
      <Link to="/shop-order">{t("shop_orders.back")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("shop_orders.detail_title")}
      </Typography.Title>
      <ShopOrderDetailView key={id} id={id} />
    </div>
  );
}
