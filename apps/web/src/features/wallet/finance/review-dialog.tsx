import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell, useFieldRules } from "../../../ui";
import type { ReviewVars } from "./hooks/use-finance-mutations";

export interface ReviewTarget {
  id: number;
  approve: boolean;
  summary: string;
}

/** The review call of the queue the dialog was opened from. */
interface Review {
  mutate: (v: ReviewVars, o: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * Approve asks for a reference (a transaction hash or bank reference), reject asks for a reason:
 * both are required and are shown to the user with the decision.
 */
export function ReviewDialog({
  target,
  onClose,
  review,
}: {
  target: ReviewTarget;
  onClose: () => void;
  review: Review;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ note: string }>();
  const submit = ({ note }: { note: string }) =>
    review.mutate({ id: target.id, approve: target.approve, note: note.trim() }, { onSuccess: onClose });
  return (
    <DialogShell
      open
      title={t(target.approve ? "finance.approve_title" : "finance.reject_title", { id: target.id })}
      onClose={onClose}
      width={520}
      submit={{
        text: t(target.approve ? "finance.approve" : "finance.reject"),
        onSubmit: form.submit,
        busy: review.isPending,
        danger: !target.approve,
        testId: "finance-confirm",
      }}
    >
      <Typography.Paragraph>{target.summary}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="note"
          label={t(target.approve ? "finance.reference_label" : "finance.reason_label")}
          rules={[rules.required(t("errors.reason_required"))]}
        >
          <Input.TextArea
            maxLength={300}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t(target.approve ? "finance.reference_placeholder" : "finance.reason_placeholder")}
            data-testid="finance-note"
          />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
