import { Form, type FormRule } from "antd";
import { useTranslation } from "react-i18next";
import { signedUsd } from "../../../../lib/money";
import { parseDollars, whenSettled } from "../../../../ui";
import { useFeedback } from "../../../../ui/app-feedback";
import { useCorrection } from "./use-finance-mutations";

export interface CorrectionValues {
  amount: string;
  reason: string;
}

/** A correction: a signed amount other than zero and a reason, sent after a confirmation. */
export function useCorrectionForm(userId: number) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [form] = Form.useForm<CorrectionValues>();
  const correction = useCorrection(() => form.resetFields());
  const amountRule: FormRule = {
    validator: async (_r, v: string | undefined) => {
      const r = parseDollars(v ?? "", { signed: true });
      if (!r.ok || r.cents === 0n) throw new Error(t("errors.withdraw_amount_incorrect"));
    },
  };
  const submit = ({ amount, reason }: CorrectionValues) => {
    const r = parseDollars(amount, { signed: true });
    if (!r.ok) return;
    modal.confirm({
      type: "warning",
      title: t("finance.correction_confirm", { amount: signedUsd(r.text), user: userId }),
      okText: t("finance.correction_submit"),
      cancelText: t("common.cancel"),
      okButtonProps: { "data-testid": "finance-correction-confirm" },
      onOk: () => whenSettled(correction, { userId, amount: r.text, reason: reason.trim() }),
    });
  };
  return { form, submit, amountRule };
}
