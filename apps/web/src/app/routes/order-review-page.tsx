import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ReviewForm } from "../../features/orders";

/** `/order-commonet?id=` (the original route's spelling): review a received order. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || 0;
  return (
    <div className="container page narrow" data-testid="order-review-page">
      <Link to="/my-order">{t("orders.back_to_orders")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("orders.review_title")}
      </Typography.Title>
      <ReviewForm key={id} id={id} />
    </div>
  );
}
