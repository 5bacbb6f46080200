import { Button, Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import type { Order } from "../api/orders-api";
import { useRefundForm } from "../hooks/use-refund-form";
import { ImageUploads } from "./image-uploads";

/** The refund application (docs/product.md#entities): type, amount up to what was paid, reason, images. */
export function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { max, type, setType, amount, setAmount, reason, setReason, setImages, errors, submit, busy } = useRefundForm(
    order,
    onDone,
  );

  return (
    <Form layout="vertical" onFinish={submit} className="refund-form" data-testid="refund-form">
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
