import { LockOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Form, Input, Select } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import type { WalletAddress, WalletRules } from "../api/wallet-api";
import { usd } from "../lib/rules";

const status = (error?: string) => (error ? ("error" as const) : undefined);

/** A saved address as one line: network and the end of the address. */
export function addressLabel(a: { network: string; address: string; bank_name: string }, bankLabel: string) {
  const tail = a.address.length > 12 ? `${a.address.slice(0, 6)}…${a.address.slice(-6)}` : a.address;
  return a.network === "BANK" ? `${bankLabel} · ${a.bank_name} · ${tail}` : `${a.network} · ${tail}`;
}

interface AddressProps {
  addresses: WalletAddress[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
}

/** Choose a saved address, or go and add one. */
export function WithdrawAddressField({ addresses, value, onChange, error }: AddressProps) {
  const { t } = useTranslation();
  const bankLabel = t("wallet.network_bank");
  // the field has no form name, so its label is tied to the select's input by hand
  const id = useId();
  return (
    <Form.Item label={t("wallet.withdraw_address")} htmlFor={id} required validateStatus={status(error)} help={error}>
      <div className="withdraw-address">
        <Select
          id={id}
          value={value}
          onChange={onChange}
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
  );
}

/** The fee and actual amount for what is typed, beside the limits. */
export function WithdrawQuote({
  rules,
  quote,
}: {
  rules: WalletRules["withdraw"];
  quote: { fee: string; actual: string } | null;
}) {
  const { t } = useTranslation();
  const cell = (testId: string, value: string | undefined) => (
    <bdi data-testid={testId}>{value ? usd(value) : "—"}</bdi>
  );
  return (
    <Descriptions
      className="withdraw-quote"
      column={1}
      size="small"
      bordered
      items={[
        {
          key: "fee",
          label: t("wallet.fee_with_rate", { rate: rules.fee_rate }),
          children: cell("withdraw-fee", quote?.fee),
        },
        { key: "actual", label: t("wallet.actual"), children: cell("withdraw-actual", quote?.actual) },
        { key: "min", label: t("wallet.minimum"), children: cell("withdraw-min", rules.min) },
        { key: "max", label: t("wallet.maximum"), children: cell("withdraw-max", rules.max) },
        {
          key: "count",
          label: t("wallet.monthly_count"),
          children: <span>{t("wallet.monthly_count_value", { n: rules.monthly_count })}</span>,
        },
        ...(rules.cooldown_hours > 0
          ? [
              {
                key: "cooldown",
                label: t("wallet.cooldown"),
                children: (
                  <span data-testid="withdraw-cooldown-rule">
                    {t("wallet.cooldown_value", { n: rules.cooldown_hours })}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

interface PayPassProps {
  paySet: boolean;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

/** Six digits of the fund password, or a way to set one first. */
export function FundPasswordField({ paySet, value, onChange, error }: PayPassProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("wallet.fund_password")} required validateStatus={status(error)} help={error}>
      {paySet ? (
        <Input.OTP
          length={6}
          mask
          value={value}
          onChange={onChange}
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
  );
}
