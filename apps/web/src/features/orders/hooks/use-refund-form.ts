import { parseAmount } from "@mp/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import type { Order } from "../api/orders-api";
import { refundable } from "../lib/order-state";
import { useRefundApply } from "./use-refund-apply";

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The refund application's state: type, amount up to what was paid, reason, images, the call. */
export function useRefundForm(order: Order, onDone: () => void) {
  const { t } = useTranslation();
  const money = useMoney();
  const [type, setType] = useState<0 | 1>(0);
  const max = refundable(order);
  const [amount, setAmount] = useState(max);
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // a refusal (e.g. "order exceeded after-sales time") is shown by the API client
  const apply = useRefundApply(onDone);

  const submit = () => {
    const a = amount.trim();
    const cents = AMOUNT.test(a) ? parseAmount(a) : null;
    const next: Record<string, string> = {};
    if (!cents || cents <= 0n || cents > (parseAmount(max) ?? 0n))
      next.amount = t("orders.refund_amount_invalid", { max: money(max) });
    if (!reason.trim()) next.reason = t("errors.reason_required");
    setErrors(next);
    if (Object.keys(next).length) return;
    apply.mutate({ order_id: order.id, type, money: a, reason: reason.trim(), images });
  };

  return {
    max,
    type,
    setType,
    amount,
    setAmount,
    reason,
    setReason,
    setImages,
    errors,
    submit,
    busy: apply.isPending,
  };
}
