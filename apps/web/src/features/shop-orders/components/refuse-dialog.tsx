import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../ui";

/** Refusing a refund needs a reason, which the shopper sees. */
export function RefuseDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <DialogShell
      open={open}
      title={t("shop_orders.refuse_title")}
      onClose={onClose}
      testId="refund-refuse-dialog"
      submit={{
        text: t("shop_orders.refuse"),
        danger: true,
        busy,
        onSubmit: () => form.submit(),
        testId: "refund-refuse-submit",
      }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={t("shop_orders.refuse_reason")}
          rules={[{ required: true, whitespace: true, message: t("errors.reason_required") }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="refund-refuse-reason" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
