import { Button, Card, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput, useFieldRules } from "../../../ui";
import { type CorrectionValues, useCorrectionForm } from "./hooks/use-correction-form";

/** Signed amount and a reason: a "system business" entry the user sees, after confirmation. */
export function CorrectionForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { form, submit, amountRule } = useCorrectionForm(userId);
  return (
    <Card size="small" title={t("finance.correction")}>
      <Form<CorrectionValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="amount"
          label={t("finance.correction_amount")}
          extra={t("finance.correction_hint")}
          rules={[amountRule]}
        >
          <MoneyInput signed placeholder="12.50 / -3.00" data-testid="finance-correction-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("finance.reason_label")}
          rules={[rules.required(t("errors.reason_required"))]}
        >
          <Input.TextArea
            maxLength={300}
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="finance-correction-reason"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="finance-correction-submit">
          {t("finance.correction_submit")}
        </Button>
      </Form>
    </Card>
  );
}
