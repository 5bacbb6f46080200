import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { OrderDetail } from "../../features/orders";
import "./order-chat";

/** `/order-detail?id=`: one order, its actions, its refund. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || 0;
  return (
    <div className="container page" data-testid="order-detail-page">
      <Link to="/my-order">{t("orders.back_to_orders")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("orders.detail_title")}
      </Typography.Title>
      <OrderDetail key={id} id={id} />
    </div>
  );
}
