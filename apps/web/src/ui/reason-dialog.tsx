import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell } from "./dialog-shell";

export interface ReasonDialogProps {
  title: string;
  /** what is about to happen, in a sentence */
  summary: string;
  /** the reason field's label */
  label: string;
  /** the confirm button's text (the title when not given) */
  confirmText?: string;
  /** a reason of 2 to 300 characters is needed; otherwise it may stay empty */
  required: boolean;
  danger?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A staff decision with its written reason (kept in the audit log, and shown to whom it concerns). */
export function ReasonDialog({
  title,
  summary,
  label,
  confirmText,
  required,
  danger,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <DialogShell
      open
      title={title}
      onClose={onClose}
      width={520}
      testId="console-reason-dialog"
      submit={{ text: confirmText ?? title, onSubmit: form.submit, busy, danger, testId: "console-confirm" }}
    >
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit((v.reason ?? "").trim())} requiredMark={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={
            required
              ? [
                  { required: true, whitespace: true, message: t("errors.reason_required") },
                  { min: 2, max: 300, message: t("errors.reason_length") },
                ]
              : [{ max: 300, message: t("errors.reason_length") }]
          }
        >
          <Input.TextArea
            maxLength={300}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            data-testid="console-reason"
          />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
