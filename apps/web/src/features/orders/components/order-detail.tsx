import { Button, Card, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOrderDetail } from "../hooks/use-order-detail";
import { OrderAddressCard, OrderGoodsCard, OrderHistoryCard, OrderStatusCard } from "./order-detail-parts";
import { RefundForm } from "./refund-form";
import { RefundProgress } from "./refund-progress";

/** `/order-detail?id=`: everything docs/product.md#entities lists for an order, its actions, and its refund. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { missing, order: o, canRefund, applying, setApplying } = useOrderDetail(id);

  if (missing) {
    return (
      <Result
        status="404"
        title={t("orders.not_found")}
        extra={<Link to="/my-order">{t("orders.my_orders")}</Link>}
        data-testid="order-missing"
      />
    );
  }
  if (!o) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <div className="order-detail" data-testid="order-detail" data-order-id={o.id}>
      <OrderStatusCard o={o} />
      <OrderAddressCard o={o} />
      <OrderGoodsCard o={o} />
      {o.refunds?.length ? (
        <Card title={t("orders.refund_progress")}>
          {o.refunds.map((r) => (
            <RefundProgress key={r.id} refund={r} />
          ))}
        </Card>
      ) : null}
      {o.events?.length ? <OrderHistoryCard events={o.events} /> : null}
      {canRefund ? (
        <Card title={t("orders.apply_refund")}>
          {applying ? (
            <RefundForm order={o} onDone={() => setApplying(false)} />
          ) : (
            <Button onClick={() => setApplying(true)} data-testid="order-refund">
              {t("orders.apply_refund")}
            </Button>
          )}
        </Card>
      ) : null}
    </div>
  );
}
