import { useQuery } from "@tanstack/react-query";
import { Button, Card, Descriptions, Result, Skeleton, Tag, Timeline } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";
import { type OrderAddress, ordersApi } from "../api/orders-api";
import { orderActions, refundOpen, stateLabel } from "../lib/order-state";
import { OrderActionButtons } from "./order-card";
import { OrderLines } from "./order-lines";
import { RefundForm } from "./refund-form";
import { RefundProgress } from "./refund-progress";

const addressText = (a: OrderAddress) =>
  [a.address, a.city, a.province, a.country, a.zip_code].filter(Boolean).join(", ");
const when = (s: number | null | undefined) => (s ? dayjs.unix(s).format("L LT") : "—");

/** `/order-detail?id=`: everything of SPEC.md section 3's order, its actions, and its refund. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const token = useAppStore((s) => s.token);
  const [applying, setApplying] = useState(false);
  const q = useQuery({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id), enabled: id > 0 });

  if (!id || q.isError) {
    return (
      <Result
        status="404"
        title={t("orders.not_found")}
        extra={<Link to="/my-order">{t("orders.my_orders")}</Link>}
        data-testid="order-missing"
      />
    );
  }
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const o = q.data;
  const canRefund = orderActions(o).includes("refund") && !refundOpen(o);

  return (
    <div className="order-detail" data-testid="order-detail" data-order-id={o.id}>
      <Card
        title={
          <span>
            {t("orders.status")}: <Tag data-testid="order-state">{t(stateLabel(o.state))}</Tag>
          </span>
        }
        extra={<OrderActionButtons order={o} exclude={["refund"]} />}
      >
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            { key: "no", label: t("orders.order_no"), children: <bdi data-testid="detail-order-no">{o.order_no}</bdi> },
            { key: "shop", label: t("orders.shop"), children: <span dir="auto">{o.shop.name}</span> },
            { key: "c", label: t("orders.createtime"), children: when(o.createtime) },
            { key: "p", label: t("orders.paymenttime"), children: when(o.paymenttime) },
            { key: "d", label: t("orders.delivertime"), children: when(o.delivertime) },
            { key: "r", label: t("orders.taketime"), children: when(o.taketime) },
          ]}
        />
      </Card>
      <Card title={t("orders.shipping_address")}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: "n", label: t("orders.consignee"), children: <span dir="auto">{o.consignee}</span> },
            { key: "m", label: t("orders.phone"), children: <bdi>{o.phone}</bdi> },
            { key: "a", label: t("orders.address"), children: <span dir="auto">{addressText(o.address)}</span> },
          ]}
        />
      </Card>
      <Card title={t("orders.goods")}>
        <OrderLines lines={o.goods} />
        <dl className="order-sums">
          <dt>{t("orders.spzj")}</dt>
          <dd>
            <bdi data-testid="detail-spzj">{money(o.goods_total)}</bdi>
          </dd>
          <dt>{t("orders.freight")}</dt>
          <dd>
            <bdi>{money(o.freight)}</bdi>
          </dd>
          {Number(o.discount) > 0 ? (
            <>
              <dt>{t("orders.discount")}</dt>
              <dd>
                <bdi>−{money(o.discount)}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="order-sums__total">{t("orders.sjzf")}</dt>
          <dd className="order-sums__total">
            <bdi data-testid="detail-sjzf">{money(o.pay)}</bdi>
          </dd>
          <dt>{t("orders.ddbz")}</dt>
          <dd>
            <bdi>{o.remark || "—"}</bdi>
          </dd>
        </dl>
      </Card>
      {o.refunds?.length ? (
        <Card title={t("orders.refund_progress")}>
          {o.refunds.map((r) => (
            <RefundProgress key={r.id} refund={r} />
          ))}
        </Card>
      ) : null}
      {o.events?.length ? (
        <Card title={t("orders.history")}>
          <Timeline
            items={o.events.map((e) => ({
              key: `${e.time}-${e.kind}`,
              children: (
                <>
                  <strong>{t(`orders.event_${e.kind}`, { defaultValue: e.kind })}</strong>
                  <div>
                    <bdi>{e.content}</bdi>
                  </div>
                  <small>{when(e.time)}</small>
                </>
              ),
            }))}
          />
        </Card>
      ) : null}
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
