import { Button, Descriptions, Form, Input, Steps } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import type { Refund } from "../api/orders-api";
import { useRefundProgress } from "../hooks/use-refund-progress";
import { refundStateLabel } from "../lib/order-state";
import { refundSteps } from "../lib/refund-steps";

/** Refund progress: number, amount, reason, steps, and what the shopper can do next. */
export function RefundProgress({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { express, setExpress, ...r } = useRefundProgress(refund);
  return (
    <div className="refund-progress" data-testid="refund-progress" data-state={refund.state}>
      <Steps size="small" items={refundSteps(refund).map((s) => ({ title: t(s.title), status: s.status }))} />
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
          { key: "time", label: t("orders.refund_time"), children: dateTime(refund.createtime) },
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
      {r.canShip ? (
        <Form layout="inline" className="refund-progress__ship" onFinish={r.ship}>
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
      {r.canEscalate ? (
        <Button onClick={r.escalate} data-testid="refund-escalate">
          {t("orders.refund_escalate")}
        </Button>
      ) : null}
      {r.cancellable ? (
        <Button onClick={r.cancel} data-testid="refund-cancel">
          {t("orders.refund_cancel")}
        </Button>
      ) : null}
    </div>
  );
}
