import { CheckCircleOutlined, LockOutlined, PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Descriptions, Form, Input, Result, Select, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";
import { type WithdrawalRecord, walletApi } from "../api/wallet-api";
import { useAddresses, usePayPasswordSet, useWalletInfo, useWalletRules, walletKeys } from "../hooks";
import { usd, withdrawalQuote, withinLimits } from "../lib/rules";
import { StatusTag } from "./status-tag";

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** A saved address as one line: network and the end of the address. */
export function addressLabel(a: { network: string; address: string; bank_name: string }, bankLabel: string) {
  const tail = a.address.length > 12 ? `${a.address.slice(0, 6)}…${a.address.slice(-6)}` : a.address;
  return a.network === "BANK" ? `${bankLabel} · ${a.bank_name} · ${tail}` : `${a.network} · ${tail}`;
}

/** Withdrawal: saved address, amount with the fee and actual amount shown live, fund password. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { data: rules } = useWalletRules();
  const { data: info } = useWalletInfo();
  const { data: addresses } = useAddresses();
  const paySet = usePayPasswordSet(info?.pay_password_set);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [amount, setAmount] = useState("");
  const [payPass, setPayPass] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!rules || !addresses) return <Skeleton active />;
  const w = rules.withdraw;
  const quote = AMOUNT.test(amount.trim()) ? withdrawalQuote(amount.trim(), w.fee_ppm) : null;

  if (done) {
    return (
      <Result
        icon={<CheckCircleOutlined />}
        title={t("wallet.withdraw_submitted")}
        subTitle={t("wallet.withdraw_submitted_text")}
        extra={[
          <div key="rec" className="wallet-result" data-testid="withdraw-result">
            <bdi>{usd(done.money)}</bdi> <StatusTag status={done.status} testId={`record-status-${done.id}`} />
          </div>,
          <Link key="wallet" to="/money-package?tab=withdrawals">
            <Button type="primary" tabIndex={-1}>
              {t("wallet.view_records")}
            </Button>
          </Link>,
        ]}
      />
    );
  }

  /** The spec's order: address (network), amount within the limits, fund password. */
  const check = (): [string, string] | null => {
    if (!addressId) return ["address", "errors.withdraw_address_required"];
    const a = amount.trim();
    if (!AMOUNT.test(a) || !withinLimits(a, w.min, "99999999999"))
      return ["amount", "errors.withdraw_amount_incorrect"];
    if (!withinLimits(a, w.min, w.max)) return ["amount", "errors.exceeds_limit"];
    if (!paySet) return ["paypass", "errors.pay_password_not_set"];
    if (!/^\d{6}$/.test(payPass)) return ["paypass", "errors.pay_password_format"];
    return null;
  };

  const submit = async () => {
    const bad = check();
    if (bad) {
      setErrors({ [bad[0]]: t(bad[1]) });
      message.warning(t(bad[1]));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const rec = await walletApi.withdraw({
        address_id: addressId as number,
        amount: amount.trim(),
        pay_password: payPass,
      });
      setDone(rec);
      void client.invalidateQueries({ queryKey: walletKeys.info });
      void client.invalidateQueries({ queryKey: ["wallet-withdrawals"] });
      void client.invalidateQueries({ queryKey: ["wallet-records"] });
    } catch {
      setPayPass("");
    } finally {
      setBusy(false);
    }
  };

  const status = (name: string) => (errors[name] ? ("error" as const) : undefined);
  const bankLabel = t("wallet.network_bank");

  return (
    <Form layout="vertical" onFinish={() => void submit()} className="wallet-form">
      {!w.enabled && <Alert type="warning" showIcon title={t("errors.withdraw_closed")} className="wallet-alert" />}
      {info?.money_locked && <Alert type="error" showIcon title={t("wallet.frozen")} className="wallet-alert" />}
      {info && (
        <div className="withdraw-available">
          {t("wallet.available")}: <bdi data-testid="withdraw-available">{money(info.available)}</bdi>
        </div>
      )}
      <Form.Item label={t("wallet.withdraw_address")} required validateStatus={status("address")} help={errors.address}>
        <div className="withdraw-address">
          <Select
            value={addressId}
            onChange={setAddressId}
            placeholder={t("wallet.choose_address")}
            notFoundContent={t("wallet.no_addresses")}
            options={addresses.map((a) => ({ value: a.id, label: addressLabel(a, bankLabel) }))}
            data-testid="withdraw-address"
            className="withdraw-address__select"
          />
          <Link to="/wallet_address" data-testid="withdraw-add-address">
            <PlusOutlined /> {t("wallet.add_address")}
          </Link>
        </div>
      </Form.Item>

      <Form.Item label={t("wallet.withdraw_amount")} required validateStatus={status("amount")} help={errors.amount}>
        <Input
          prefix={<bdi dir="ltr">US$</bdi>}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder={t("wallet.amount_placeholder")}
          data-testid="withdraw-amount"
        />
      </Form.Item>

      <Descriptions
        className="withdraw-quote"
        column={1}
        size="small"
        bordered
        items={[
          {
            key: "fee",
            label: t("wallet.fee_with_rate", { rate: w.fee_rate }),
            children: <bdi data-testid="withdraw-fee">{quote ? usd(quote.fee) : "—"}</bdi>,
          },
          {
            key: "actual",
            label: t("wallet.actual"),
            children: <bdi data-testid="withdraw-actual">{quote ? usd(quote.actual) : "—"}</bdi>,
          },
          { key: "min", label: t("wallet.minimum"), children: <bdi data-testid="withdraw-min">{usd(w.min)}</bdi> },
          { key: "max", label: t("wallet.maximum"), children: <bdi>{usd(w.max)}</bdi> },
          {
            key: "count",
            label: t("wallet.monthly_count"),
            children: <span>{t("wallet.monthly_count_value", { n: w.monthly_count })}</span>,
          },
        ]}
      />

      <Form.Item label={t("wallet.fund_password")} required validateStatus={status("paypass")} help={errors.paypass}>
        {paySet ? (
          <Input.OTP
            length={6}
            mask
            value={payPass}
            onChange={setPayPass}
            formatter={(s) => s.replace(/\D/g, "")}
            data-testid="withdraw-paypass"
          />
        ) : (
          <div className="withdraw-paypass-unset">
            <Alert type="warning" showIcon title={t("errors.pay_password_not_set")} />
            <Button
              icon={<LockOutlined />}
              onClick={() => useAppStore.getState().openDialog("payPassDialog")}
              data-testid="withdraw-set-paypass"
            >
              {t("wallet.set_paypass")}
            </Button>
          </div>
        )}
      </Form.Item>

      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="withdraw-submit">
        {t("wallet.withdraw_submit")}
      </Button>
    </Form>
  );
}
