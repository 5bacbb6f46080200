import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../ui";

/** A console action with its written reason (2 to 300 characters when `required`), kept in the audit log. */
export function PeopleReasonDialog({
  title,
  summary,
  required,
  danger,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: string;
  required: boolean;
  danger?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <DialogShell
      open
      title={title}
      onClose={onClose}
      width={520}
      testId="people-reason-dialog"
      submit={{ text: title, onSubmit: form.submit, busy, danger, testId: "people-reason-confirm" }}
    >
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit((v.reason ?? "").trim())} requiredMark={false}>
        <Form.Item
          name="reason"
          label={t("people.reason")}
          rules={
            required
              ? [
                  { required: true, whitespace: true, message: t("errors.reason_required") },
                  { min: 2, max: 300, message: t("errors.reason_length") },
                ]
              : [{ max: 300, message: t("errors.reason_length") }]
          }
        >
          <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="people-reason" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
