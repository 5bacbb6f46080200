import { Alert, Button, Form, Input, Skeleton } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { deadline } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { useWithdrawForm } from "../hooks/use-withdraw-form";
import { usd } from "../lib/rules";
import { SubmittedResult } from "./submitted-result";
import { FundPasswordField, WithdrawAddressField, WithdrawQuote } from "./withdraw-parts";

/** Withdrawal: saved address, amount with the fee and actual amount shown live, fund password. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const f = useWithdrawForm();
  const amountId = useId();
  const { rules: w, info } = f;

  if (!w || !f.addresses) return <Skeleton active />;
  if (f.done) return <SubmittedResult kind="withdraw" amount={usd(f.done.money)} record={f.done} />;

  return (
    <Form layout="vertical" onFinish={f.submit} className="wallet-form">
      {!w.enabled && <Alert type="warning" showIcon title={t("errors.withdraw_closed")} className="wallet-alert" />}
      {info?.money_locked && <Alert type="error" showIcon title={t("wallet.frozen")} className="wallet-alert" />}
      {f.opensAt && (
        <Alert
          type="warning"
          showIcon
          title={t("wallet.cooldown_until", { time: deadline(f.opensAt) })}
          className="wallet-alert"
          data-testid="withdraw-cooldown"
        />
      )}
      {info && (
        <div className="withdraw-available">
          {t("wallet.available")}: <bdi data-testid="withdraw-available">{money(info.available)}</bdi>
        </div>
      )}
      <WithdrawAddressField
        addresses={f.addresses}
        value={f.addressId}
        onChange={f.setAddressId}
        error={f.errors.address}
      />
      <Form.Item
        label={t("wallet.withdraw_amount")}
        htmlFor={amountId}
        required
        validateStatus={f.errors.amount ? "error" : undefined}
        help={f.errors.amount}
      >
        <Input
          id={amountId}
          prefix={<bdi dir="ltr">US$</bdi>}
          inputMode="decimal"
          value={f.amount}
          onChange={(e) => f.setAmount(e.target.value)}
          placeholder={t("wallet.amount_placeholder")}
          data-testid="withdraw-amount"
        />
      </Form.Item>
      <WithdrawQuote rules={w} quote={f.quote} />
      <FundPasswordField paySet={f.paySet} value={f.payPass} onChange={f.setPayPass} error={f.errors.paypass} />
      <Button type="primary" htmlType="submit" size="large" block loading={f.busy} data-testid="withdraw-submit">
        {t("wallet.withdraw_submit")}
      </Button>
    </Form>
  );
}
