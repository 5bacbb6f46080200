import { parseAmount } from "@mp/money";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { type Order, ordersApi } from "../api/orders-api";
import { refundable } from "../lib/order-state";
import { ImageUploads } from "./image-uploads";

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The refund application (SPEC.md section 3): type, amount up to what was paid, reason, images. */
export function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const money = useMoney();
  const client = useQueryClient();
  const [type, setType] = useState<0 | 1>(0);
  const max = refundable(order);
  const [amount, setAmount] = useState(max);
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const a = amount.trim();
    const cents = AMOUNT.test(a) ? parseAmount(a) : null;
    const next: Record<string, string> = {};
    if (!cents || cents <= 0n || cents > (parseAmount(max) ?? 0n))
      next.amount = t("orders.refund_amount_invalid", { max: money(max) });
    if (!reason.trim()) next.reason = t("errors.reason_required");
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await ordersApi.refundApply({ order_id: order.id, type, money: a, reason: reason.trim(), images });
      message.success(t("orders.refund_submitted"));
      void client.invalidateQueries({ queryKey: ["orders"] });
      onDone();
    } catch {
      // shown by the API client (e.g. "order exceeded after-sales time")
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} className="refund-form" data-testid="refund-form">
      <Form.Item label={t("orders.refund_type")} required>
        <Radio.Group value={type} onChange={(e) => setType(e.target.value)}>
          <Radio value={0} data-testid="refund-type-0">
            {t("orders.refund_type_0")}
          </Radio>
          <Radio value={1} data-testid="refund-type-1">
            {t("orders.refund_type_1")}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t("orders.refund_amount")}
        required
        extra={t("orders.refund_amount_max", { max: money(max) })}
        validateStatus={errors.amount ? "error" : undefined}
        help={errors.amount}
      >
        <Input
          prefix={<bdi dir="ltr">US$</bdi>}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="refund-amount"
        />
      </Form.Item>
      <Form.Item
        label={t("orders.refund_reason")}
        required
        validateStatus={errors.reason ? "error" : undefined}
        help={errors.reason}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="refund-reason"
        />
      </Form.Item>
      <Form.Item label={t("orders.refund_images")}>
        <ImageUploads max={6} onChange={setImages} testId="refund-images" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="refund-submit">
        {t("orders.refund_submit")}
      </Button>
    </Form>
  );
}
