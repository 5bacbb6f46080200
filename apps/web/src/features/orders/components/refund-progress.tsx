import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Descriptions, Form, Input, Steps } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { ordersApi, type Refund } from "../api/orders-api";
import { REFUND_STATE, refundStateLabel } from "../lib/order-state";

/** The steps a refund goes through, and where this one is (DOMAIN.md section 2). */
function steps(r: Refund): { title: string; status: "finish" | "process" | "wait" | "error" }[] {
  const s = r.state;
  const returned = r.type === 1;
  const agreedOrLater = s === REFUND_STATE.AGREED || s === REFUND_STATE.RETURN_SHIPPED || s === REFUND_STATE.REFUNDED;
  const list: { title: string; status: "finish" | "process" | "wait" | "error" }[] = [
    { title: "orders.refund_step_applied", status: "finish" },
    {
      title:
        s === REFUND_STATE.REFUSED || s === REFUND_STATE.ARBITRATION
          ? refundStateLabel(s)
          : "orders.refund_step_merchant",
      status: agreedOrLater
        ? "finish"
        : s === REFUND_STATE.APPLIED
          ? "process"
          : s === REFUND_STATE.CLOSED
            ? "wait"
            : "error",
    },
  ];
  if (returned)
    list.push({
      title: "orders.refund_step_return",
      status:
        s === REFUND_STATE.RETURN_SHIPPED || s === REFUND_STATE.REFUNDED
          ? "finish"
          : s === REFUND_STATE.AGREED
            ? "process"
            : "wait",
    });
  list.push({
    title: s === REFUND_STATE.CLOSED ? "orders.refund_state_5" : "orders.refund_step_done",
    status: s === REFUND_STATE.REFUNDED ? "finish" : s === REFUND_STATE.CLOSED ? "error" : "wait",
  });
  return list;
}

/** Refund progress: number, amount, reason, steps, and what the shopper can do next. */
export function RefundProgress({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const money = useMoney();
  const client = useQueryClient();
  const [express, setExpress] = useState({ name: "", no: "" });
  const refresh = () => void client.invalidateQueries({ queryKey: ["orders"] });
  const cancel = () =>
    modal.confirm({
      title: t("orders.refund_cancel_title"),
      okText: t("orders.refund_cancel"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "order-action-confirm" },
      onOk: async () => {
        await ordersApi.refundCancel(refund.id);
        refresh();
      },
    });
  const ship = async () => {
    if (!express.name.trim() || !express.no.trim()) return message.warning(t("orders.return_express_required"));
    await ordersApi.returnShip(refund.id, express.name.trim(), express.no.trim()).then(refresh, () => undefined);
  };
  const cancellable = ([REFUND_STATE.APPLIED, REFUND_STATE.AGREED, REFUND_STATE.REFUSED] as number[]).includes(
    refund.state,
  );
  return (
    <div className="refund-progress" data-testid="refund-progress" data-state={refund.state}>
      <Steps size="small" items={steps(refund).map((s) => ({ title: t(s.title), status: s.status }))} />
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          { key: "no", label: t("orders.refund_no"), children: <bdi>{refund.refund_no}</bdi> },
          {
            key: "state",
            label: t("orders.status"),
            children: <span data-testid="refund-state">{t(refundStateLabel(refund.state))}</span>,
          },
          { key: "money", label: t("orders.refund_amount"), children: <bdi>{money(refund.money)}</bdi> },
          { key: "time", label: t("orders.refund_time"), children: dayjs.unix(refund.createtime).format("L LT") },
          { key: "type", label: t("orders.refund_type"), children: t(`orders.refund_type_${refund.type}`) },
          { key: "reason", label: t("orders.refund_reason"), children: <span dir="auto">{refund.reason}</span> },
          ...(refund.refuse_reason
            ? [
                {
                  key: "refuse",
                  label: t("orders.refuse_reason"),
                  children: <span dir="auto">{refund.refuse_reason}</span>,
                },
              ]
            : []),
        ]}
      />
      {refund.state === REFUND_STATE.AGREED && refund.type === 1 ? (
        <Form layout="inline" className="refund-progress__ship" onFinish={() => void ship()}>
          <Form.Item label={t("orders.carrier")}>
            <Input
              value={express.name}
              onChange={(e) => setExpress({ ...express, name: e.target.value })}
              maxLength={50}
            />
          </Form.Item>
          <Form.Item label={t("orders.tracking_no")}>
            <Input value={express.no} onChange={(e) => setExpress({ ...express, no: e.target.value })} maxLength={50} />
          </Form.Item>
          <Button htmlType="submit" type="primary">
            {t("orders.return_ship")}
          </Button>
        </Form>
      ) : null}
      {refund.state === REFUND_STATE.REFUSED ? (
        <Button
          onClick={() => void ordersApi.escalate(refund.id).then(refresh, () => undefined)}
          data-testid="refund-escalate"
        >
          {t("orders.refund_escalate")}
        </Button>
      ) : null}
      {cancellable ? (
        <Button onClick={cancel} data-testid="refund-cancel">
          {t("orders.refund_cancel")}
        </Button>
      ) : null}
    </div>
  );
}
