import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DialogShell, useFieldRules, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import type { BondInfo } from "../api/bond-api";
import { useBondContract, useBondPay } from "../hooks/use-bond-page";
import { type AmountOrLevel, AmountOrLevelFields, amountOrLevel, payPreview } from "./amount-or-level";
import { ContractText } from "./contract-text";
import { usd } from "./level-table";

type Values = AmountOrLevel & { name: string; pay_password: string };

/**
 * Paying bond: the contract (this language, its version) is read, the merchant types their name
 * to sign, picks a level or an amount, and confirms with the fund password.
 */
export function PayBondDialog({ info, onClose }: { info: BondInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const { message, modal } = useFeedback();
  const contract = useBondContract(true);
  const pay = useBondPay((r) => {
    message.success(t("bond.paid_done", { amount: usd(r.paid), n: r.level }));
    onClose();
  });
  const higher = info.levels.filter((l) => l.level > info.level);
  // money leaves the wallet: say how much and what it buys, and ask first
  const submit = (v: Values) => {
    const c = contract.data;
    if (!c) return;
    const preview = payPreview(info.bond, info.levels, v);
    const body = {
      name: v.name.trim(),
      pay_password: v.pay_password,
      contract_version: c.version,
      contract_lang: c.lang,
      ...amountOrLevel(v),
    };
    modal.confirm({
      title: preview ? t("bond.pay_confirm", { amount: usd(preview.amount) }) : t("bond.pay_title"),
      content: preview
        ? t(preview.level > info.level ? "bond.pay_confirm_level" : "bond.pay_confirm_same", {
            n: preview.level,
            wallet: usd(info.wallet),
          })
        : undefined,
      okText: t("bond.sign_and_pay"),
      okButtonProps: { "data-testid": "bond-pay-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(pay, body),
    });
  };
  return (
    <DialogShell
      open
      title={t("bond.pay_title")}
      onClose={onClose}
      width={640}
      testId="bond-pay-dialog"
      submit={{ text: t("bond.sign_and_pay"), onSubmit: form.submit, busy: pay.isPending, testId: "bond-pay-submit" }}
    >
      <ContractText contract={contract.data} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <AmountOrLevelFields levels={higher} prefix="bond-pay" />
        <Form.Item
          name="name"
          label={t("bond.sign_name")}
          extra={t("bond.sign_hint")}
          rules={[rules.required(t("errors.signature_required")), ...rules.length(2, 60)]}
        >
          <Input autoComplete="name" data-testid="bond-pay-name" />
        </Form.Item>
        <Form.Item
          name="pay_password"
          label={t("bond.fund_password")}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t("errors.pay_password_format") }]}
        >
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" data-testid="bond-pay-password" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t("bond.pay_note")}</Typography.Paragraph>
    </DialogShell>
  );
}
