import { Card, Descriptions, Tag, Timeline } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime, deadline } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import type { Order, OrderAddress } from "../api/orders-api";
import { eventName, stateLabel } from "../lib/order-state";
import { OrderActionButtons } from "./order-card";
import { OrderLines } from "./order-lines";

const addressText = (a: OrderAddress) =>
  [a.address, a.city, a.province, a.country, a.zip_code].filter(Boolean).join(", ");
const when = (s: number | null | undefined) => (s ? dateTime(s) : "—");

/** State, actions, number, shop and the four times. */
export function OrderStatusCard({ o }: { o: Order }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <span>
          {t("orders.status")}: <Tag data-testid="order-state">{t(stateLabel(o.state, o.preparing))}</Tag>
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
          // a deadline: its zone named (the browser's)
          ...(o.aftersale_end
            ? [
                {
                  key: "a",
                  label: t("orders.aftersale_end"),
                  children: <bdi data-testid="detail-aftersale-end">{deadline(o.aftersale_end)}</bdi>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export function OrderAddressCard({ o }: { o: Order }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The lines and the sums: goods, freight, discount, paid, remark. */
export function OrderGoodsCard({ o }: { o: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
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
  );
}

export function OrderHistoryCard({ events }: { events: NonNullable<Order["events"]> }) {
  const { t } = useTranslation();
  return (
    <Card title={t("orders.history")} data-testid="order-history">
      <Timeline
        items={events.map((e) => ({
          key: `${e.time}-${e.kind}`,
          children: (
            <>
              <strong data-testid="order-event-name">{eventName(t, e.kind)}</strong>
              <div>
                <bdi>{e.content}</bdi>
              </div>
              <small>{when(e.time)}</small>
            </>
          ),
        }))}
      />
    </Card>
  );
}
