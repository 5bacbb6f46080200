import { MessageOutlined } from "@ant-design/icons";
import { REFUND_STATE } from "@mp/contracts/constants";
import { Alert, Button, Descriptions, Space, Tag, Timeline } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime, deadline } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { lineSpec } from "../../../lib/spec-words";
import { ErrorState, LoadingState, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import type { RefundRow, ShopOrderDetail } from "../api/shop-orders-api";
import { contactHook, useShopOrder } from "../hooks/use-shop-orders";
import { OrderStateTag } from "./order-state-tag";
import { PayShipDialog } from "./pay-ship-dialog";
import { RefuseDialog } from "./refuse-dialog";
import { ShipDialog } from "./ship-dialog";

/** One of the shop's orders: lines, buyer, address, money, logistics, refunds and the next actions. */
export function ShopOrderDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const s = useShopOrder(id);
  const [dialog, setDialog] = useState<"ship" | "pay" | null>(null);
  const [refusing, setRefusing] = useState<number | null>(null);
  if (s.detail.isError) return <ErrorState onRetry={() => void s.detail.refetch()} />;
  const o = s.detail.data;
  if (!o) return <LoadingState />;
  return (
    <div className="shop-order-detail" data-testid="shop-order-detail" data-order-id={o.id}>
      <section className="shop-order-block">
        <div className="shop-order-block__head">
          <span>
            {t("shop_orders.order_no")} <bdi>{o.order_no}</bdi>
          </span>
          <OrderStateTag state={o.state} preparing={o.preparing} />
        </div>
        {o.preparing && <Alert type="info" showIcon message={t("shop_orders.at_desk_note")} />}
        <Space wrap className="shop-order-block__actions">
          {o.actions.ship && (
            <Button type="primary" onClick={() => setDialog("ship")} data-testid="order-ship">
              {t("shop_orders.action_ship")}
            </Button>
          )}
          {o.actions.pay_ship && (
            <Button type="primary" onClick={() => setDialog("pay")} data-testid="order-pay-ship">
              {t("shop_orders.action_pay_ship")}
            </Button>
          )}
          <Button
            icon={<MessageOutlined />}
            onClick={() => contactHook.openWithBuyer(o)}
            data-testid="order-contact-buyer"
          >
            {t("shop_orders.contact_buyer")}
          </Button>
        </Space>
      </section>
      <Lines order={o} />
      <section className="shop-order-block">
        <h2 className="shop-order-block__title">{t("shop_orders.buyer_address")}</h2>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t("shop_orders.buyer")}>
            <bdi>{o.buyer.nickname}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("shop_orders.consignee")}>
            <bdi>{o.consignee}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("shop_orders.phone")}>
            <bdi dir="ltr">{o.phone}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t("shop_orders.address")}>
            <bdi>
              {[o.address.address, o.address.city, o.address.province, o.address.zip_code, o.address.country]
                .filter(Boolean)
                .join(", ")}
            </bdi>
          </Descriptions.Item>
          {o.remark && <Descriptions.Item label={t("shop_orders.remark")}>{o.remark}</Descriptions.Item>}
          {o.aftersale_end && (
            <Descriptions.Item label={t("shop_orders.aftersale_end")}>
              <bdi data-testid="shop-order-aftersale-end">{deadline(o.aftersale_end)}</bdi>
            </Descriptions.Item>
          )}
        </Descriptions>
      </section>
      <MoneyBlock order={o} />
      <section className="shop-order-block">
        <h2 className="shop-order-block__title">{t("shop_orders.logistics")}</h2>
        {o.express_no && (
          <p>
            {t("shop_orders.express_name")}: <bdi>{o.express_name}</bdi> · {t("shop_orders.express_no")}:{" "}
            <bdi dir="ltr">{o.express_no}</bdi>
          </p>
        )}
        <Timeline
          items={o.events.map((e) => ({
            children: (
              <>
                <div>{e.content}</div>
                <small className="shop-orders__muted">{dateTime(e.createtime)}</small>
              </>
            ),
          }))}
        />
      </section>
      {o.refunds.length > 0 && (
        <section className="shop-order-block" data-testid="shop-order-refunds">
          <h2 className="shop-order-block__title">{t("shop_orders.refunds")}</h2>
          {o.refunds.map((r) => (
            <RefundItem key={r.id} refund={r} s={s} onRefuse={() => setRefusing(r.id)} />
          ))}
        </section>
      )}
      <ShipDialog
        open={dialog === "ship"}
        prefix="order"
        busy={s.ship.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(v) => s.ship.mutate(v, { onSuccess: () => setDialog(null) })}
      />
      <PayShipDialog
        open={dialog === "pay"}
        amount={o.money.supplier_cost}
        busy={s.payShip.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(call, on) => s.payShip.mutate(call, { ...on, onSuccess: () => setDialog(null) })}
      />
      <RefuseDialog
        open={refusing !== null}
        busy={s.refuse.isPending}
        onClose={() => setRefusing(null)}
        onSubmit={(reason) =>
          s.refuse.mutate({ id: refusing as number, reason }, { onSuccess: () => setRefusing(null) })
        }
      />
    </div>
  );
}

function Lines({ order: o }: { order: ShopOrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="shop-order-block">
      <h2 className="shop-order-block__title">{t("shop_orders.lines")}</h2>
      <ul className="shop-order-lines">
        {o.goods.map((l) => (
          <li key={l.id} className="shop-order-line">
            <img src={l.image} alt="" width={64} height={64} />
            <div className="shop-order-line__info">
              <bdi>{l.title}</bdi>
              {Object.keys(l.spec_values).length > 0 && (
                // the variant in the reader's words where they are the platform's, as the supplier desk says it
                <span className="shop-orders__muted" data-testid="shop-order-line-spec">
                  {lineSpec(t, l.spec_values, undefined)}
                </span>
              )}
              {l.supplier && (
                <span>
                  <Tag color="gold">{t("shop_orders.supplier_goods")}</Tag>
                  {t("shop_orders.buy_price")}: {money(l.buy_price ?? "0")}
                </span>
              )}
            </div>
            <div className="shop-order-line__price">
              <span>{money(l.price)}</span>
              <span className="shop-orders__muted">×{l.number}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoneyBlock({ order: o }: { order: ShopOrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const m = o.money;
  return (
    <section className="shop-order-block">
      <h2 className="shop-order-block__title">{t("shop_orders.money")}</h2>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t("shop_orders.goods_total")}>{money(m.goods)}</Descriptions.Item>
        <Descriptions.Item label={t("shop_orders.freight")}>{money(m.freight)}</Descriptions.Item>
        <Descriptions.Item label={t("shop_orders.coupon")}>-{money(m.coupon)}</Descriptions.Item>
        <Descriptions.Item label={t("shop_orders.paid")}>
          <strong>{money(m.paid)}</strong>
        </Descriptions.Item>
        {m.refunded !== "0.00" && (
          <Descriptions.Item label={t("shop_orders.refunded")}>{money(m.refunded)}</Descriptions.Item>
        )}
        {o.supplier && (
          <Descriptions.Item label={t("shop_orders.supplier_cost")}>
            {money(m.supplier_cost)}{" "}
            <Tag color={m.supplier_cost_paid ? "green" : "orange"}>
              {t(m.supplier_cost_paid ? "shop_orders.cost_paid" : "shop_orders.cost_unpaid")}
            </Tag>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t("shop_orders.profit")}>
          <strong data-testid="order-profit">{money(m.profit)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}

function RefundItem({
  refund: r,
  s,
  onRefuse,
}: {
  refund: RefundRow;
  s: ReturnType<typeof useShopOrder>;
  onRefuse: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { modal } = useFeedback();
  const ask = (title: string, run: () => Promise<void>) =>
    modal.confirm({ title, okText: t("shop_orders.yes"), cancelText: t("common.cancel"), onOk: run });
  return (
    <div className="shop-order-refund" data-testid="shop-order-refund" data-refund-id={r.id}>
      <div className="shop-order-refund__head">
        <bdi>{r.refund_no}</bdi>
        <Tag>{t(`shop_orders.refund_type_${r.type}`)}</Tag>
        <Tag
          color={
            r.state === REFUND_STATE.REFUNDED
              ? "green"
              : r.state === REFUND_STATE.CLOSED || r.state === REFUND_STATE.REFUSED
                ? "default"
                : "orange"
          }
        >
          {t(`shop_orders.refund_state_${r.state}`)}
        </Tag>
        <strong>{money(r.money)}</strong>
      </div>
      <p>
        {t("shop_orders.refund_reason")}: <bdi>{r.reason}</bdi>
      </p>
      {r.refuse_reason && (
        <p>
          {t("shop_orders.refuse_reason")}: <bdi>{r.refuse_reason}</bdi>
        </p>
      )}
      {r.express_no && (
        <p>
          {t("shop_orders.return_parcel")}: <bdi>{r.express_name}</bdi> <bdi dir="ltr">{r.express_no}</bdi>
        </p>
      )}
      <Space wrap>
        {r.state === REFUND_STATE.APPLIED && (
          <>
            <Button
              type="primary"
              onClick={() => ask(t("shop_orders.agree_confirm"), () => whenSettled(s.agree, r.id))}
              data-testid="refund-agree"
            >
              {t("shop_orders.agree")}
            </Button>
            <Button danger onClick={onRefuse} data-testid="refund-refuse">
              {t("shop_orders.refuse")}
            </Button>
          </>
        )}
        {r.state === REFUND_STATE.RETURN_SHIPPED && (
          <Button
            type="primary"
            onClick={() => ask(t("shop_orders.receive_confirm"), () => whenSettled(s.receive, r.id))}
            data-testid="refund-receive"
          >
            {t("shop_orders.receive")}
          </Button>
        )}
      </Space>
    </div>
  );
}
