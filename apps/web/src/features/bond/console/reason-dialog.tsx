import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell, useFieldRules } from "../../../ui";
import type { Decision } from "../hooks/use-bond-console";

/** A console decision with its written reason (required where `needReason`), shown to the merchant. */
export function ReasonDialog({
  title,
  target,
  needReason,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  target: Decision;
  needReason: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <DialogShell
      open
      title={title}
      onClose={onClose}
      width={520}
      testId="console-reason-dialog"
      submit={{ text: t("bond.confirm"), onSubmit: form.submit, busy, danger: !target.yes, testId: "console-confirm" }}
    >
      <Typography.Paragraph>{target.summary}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit((v.reason ?? "").trim())} requiredMark={false}>
        <Form.Item
          name="reason"
          label={t("finance.reason_label")}
          rules={needReason ? [rules.required(t("errors.reason_required"))] : []}
        >
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="console-reason" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
