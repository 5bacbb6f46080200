import { Alert, Button, Form, Input, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { useRechargeForm } from "../hooks/use-recharge-form";
import { usd } from "../lib/rules";
import { BankPayTo, MethodField, UsdtPayTo, VoucherField } from "./recharge-parts";
import { SubmittedResult } from "./submitted-result";

/** Recharge by USDT or bank transfer with a voucher; money arrives when finance approves it. */
export function RechargeForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const f = useRechargeForm();
  const r = f.rules;

  if (!r) return <Skeleton active />;
  if (f.done) return <SubmittedResult kind="recharge" amount={money(f.done.money)} record={f.done} />;

  return (
    <Form layout="vertical" onFinish={f.submit} className="wallet-form">
      {!r.enabled && (
        <Alert type="warning" showIcon title={t("errors.recharge_maintenance")} className="wallet-alert" />
      )}
      <MethodField rules={r} method={f.method} onChange={f.setMethod} error={f.errors.method} />
      {f.method === "usdt" && f.usdt && <UsdtPayTo rules={r} usdt={f.usdt} onNetwork={f.setNetwork} />}
      {f.method === "bank" && <BankPayTo bank={r.bank} />}
      <Form.Item
        label={t("wallet.recharge_amount")}
        required
        validateStatus={f.errors.amount ? "error" : undefined}
        help={f.errors.amount}
        extra={t("wallet.limits", { min: usd(r.min), max: usd(r.max) })}
      >
        <Input
          prefix={<bdi dir="ltr">US$</bdi>}
          inputMode="decimal"
          value={f.amount}
          onChange={(e) => f.setAmount(e.target.value)}
          placeholder={t("wallet.amount_placeholder")}
          data-testid="recharge-amount"
        />
      </Form.Item>
      <VoucherField voucher={f.voucher} uploading={f.uploading} onFile={f.uploadVoucher} error={f.errors.voucher} />
      <Button type="primary" htmlType="submit" size="large" block loading={f.busy} data-testid="recharge-submit">
        {t("wallet.recharge_submit")}
      </Button>
    </Form>
  );
}
