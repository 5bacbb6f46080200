import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../../ui/app-feedback";
import type { Refund } from "../api/orders-api";
import { REFUND_STATE } from "../lib/order-state";
import { useRefundCancel, useRefundEscalate, useReturnShip } from "./use-refund-actions";

/** What the shopper can do with a refund: cancel it (after confirming), ship the return, escalate. */
export function useRefundProgress(refund: Refund) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [express, setExpress] = useState({ name: "", no: "" });
  const cancelCall = useRefundCancel();
  const escalateCall = useRefundEscalate();
  const shipCall = useReturnShip();

  const cancel = () =>
    modal.confirm({
      title: t("orders.refund_cancel_title"),
      okText: t("orders.refund_cancel"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "order-action-confirm" },
      // a refused cancel leaves the dialog open
      onOk: () => cancelCall.mutateAsync(refund.id),
    });
  const ship = () => {
    const name = express.name.trim();
    const no = express.no.trim();
    if (!name || !no) return void message.warning(t("orders.return_express_required"));
    shipCall.mutate({ id: refund.id, name, no });
  };
  const cancellable = ([REFUND_STATE.APPLIED, REFUND_STATE.AGREED, REFUND_STATE.REFUSED] as number[]).includes(
    refund.state,
  );

  return {
    express,
    setExpress,
    cancel,
    ship,
    escalate: () => escalateCall.mutate(refund.id),
    cancellable,
    canShip: refund.state === REFUND_STATE.AGREED && refund.type === 1,
    canEscalate: refund.state === REFUND_STATE.REFUSED,
  };
}
