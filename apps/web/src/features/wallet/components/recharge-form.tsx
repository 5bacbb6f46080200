import { CheckCircleOutlined, CopyOutlined, UploadOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Image,
  Input,
  QRCode,
  Radio,
  Result,
  Select,
  Skeleton,
  Upload,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { type RechargeRecord, walletApi } from "../api/wallet-api";
import { useWalletRules } from "../hooks";
import { usd, withinLimits } from "../lib/rules";
import { StatusTag } from "./status-tag";

type Method = "usdt" | "bank";
const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t("wallet.copied"));
    } catch {
      message.info(text);
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={testId} aria-label={t("wallet.copy")}>
      {t("wallet.copy")}
    </Button>
  );
}

/** Recharge by USDT or bank transfer with a voucher; money arrives when finance approves it. */
export function RechargeForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { data: rules } = useWalletRules();
  const [method, setMethod] = useState<Method | null>(null);
  const [network, setNetwork] = useState<string>("");
  const [amount, setAmount] = useState("");
  const [voucher, setVoucher] = useState<{ url: string; preview: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RechargeRecord | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!rules) return <Skeleton active />;
  const r = rules.recharge;
  const usdt = r.usdt.find((u) => u.network === network) ?? r.usdt[0];

  if (done) {
    return (
      <Result
        icon={<CheckCircleOutlined />}
        title={t("wallet.recharge_submitted")}
        subTitle={t("wallet.recharge_submitted_text")}
        extra={[
          <div key="rec" className="wallet-result" data-testid="recharge-result">
            <bdi>{money(done.money)}</bdi> <StatusTag status={done.status} testId={`record-status-${done.id}`} />
          </div>,
          <Link key="wallet" to="/money-package?tab=recharges">
            <Button type="primary" tabIndex={-1}>
              {t("wallet.view_records")}
            </Button>
          </Link>,
        ]}
      />
    );
  }

  const upload = async (file: File) => {
    setUploading(true);
    try {
      setVoucher(await walletApi.uploadVoucher(file));
      setErrors((e) => ({ ...e, voucher: "" }));
    } catch {
      // shown by the API client
    } finally {
      setUploading(false);
    }
  };

  /** The spec's order: amount, method, voucher; each with its own message. */
  const check = (): [string, string] | null => {
    if (!AMOUNT.test(amount.trim()) || !withinLimits(amount.trim(), "0.01", "99999999999")) {
      return ["amount", "errors.recharge_amount_required"];
    }
    if (!withinLimits(amount.trim(), r.min, r.max)) return ["amount", "errors.exceeds_limit"];
    if (!method) return ["method", "errors.recharge_method_required"];
    if (!voucher) return ["voucher", "errors.voucher_required"];
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
      const rec = await walletApi.recharge({
        amount: amount.trim(),
        method: method as Method,
        network: method === "usdt" ? usdt?.network : undefined,
        voucher: voucher?.url ?? "",
      });
      setDone(rec);
      void client.invalidateQueries({ queryKey: ["wallet-recharges"] });
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const fieldStatus = (name: string) => (errors[name] ? ("error" as const) : undefined);

  return (
    <Form layout="vertical" onFinish={() => void submit()} className="wallet-form">
      {!r.enabled && (
        <Alert type="warning" showIcon title={t("errors.recharge_maintenance")} className="wallet-alert" />
      )}
      <Form.Item
        label={t("wallet.recharge_method")}
        required
        validateStatus={fieldStatus("method")}
        help={errors.method}
      >
        <Radio.Group
          className="method-grid"
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as Method);
            setErrors((x) => ({ ...x, method: "" }));
          }}
        >
          <Radio.Button value="usdt">
            <span data-testid="recharge-method-usdt">USDT</span>
          </Radio.Button>
          <Radio.Button value="bank">
            <span data-testid="recharge-method-bank">{t("wallet.method_bank")}</span>
          </Radio.Button>
          {r.unavailable.map((m) => (
            <Radio.Button key={m} value={m} disabled>
              <span data-testid={`recharge-method-${m}`}>{t(`wallet.method_${m}`)}</span>
              <span className="method-grid__note">{t("wallet.unavailable_region")}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>

      {method === "usdt" && usdt && (
        <Card size="small" className="pay-to" data-testid="recharge-usdt">
          <Form.Item label={t("wallet.network")}>
            <Select
              value={usdt.network}
              onChange={setNetwork}
              options={r.usdt.map((u) => ({ value: u.network, label: u.network }))}
              data-testid="recharge-network"
            />
          </Form.Item>
          <div className="pay-to__qr">
            <QRCode value={usdt.address} size={160} bordered={false} />
          </div>
          <div className="pay-to__address">
            <bdi className="wallet-break" data-testid="recharge-address">
              {usdt.address}
            </bdi>
            <CopyButton text={usdt.address} testId="recharge-copy" />
          </div>
          <Alert
            type="info"
            showIcon
            title={t("wallet.usdt_notice", { network: usdt.network, confirmations: usdt.confirmations })}
          />
        </Card>
      )}

      {method === "bank" && (
        <Card size="small" className="pay-to" data-testid="recharge-bank">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: "b", label: t("wallet.bank_name"), children: r.bank.bank_name },
              { key: "n", label: t("wallet.account_name"), children: r.bank.account_name },
              {
                key: "a",
                label: t("wallet.account_no"),
                children: (
                  <span className="pay-to__address">
                    <bdi className="wallet-break">{r.bank.account_no}</bdi>
                    <CopyButton text={r.bank.account_no} testId="recharge-copy-bank" />
                  </span>
                ),
              },
              { key: "s", label: "SWIFT", children: <bdi>{r.bank.swift}</bdi> },
            ]}
          />
          <Alert type="info" showIcon title={t("wallet.bank_notice")} />
        </Card>
      )}

      <Form.Item
        label={t("wallet.recharge_amount")}
        required
        validateStatus={fieldStatus("amount")}
        help={errors.amount}
        extra={t("wallet.limits", { min: usd(r.min), max: usd(r.max) })}
      >
        <Input
          prefix={<bdi dir="ltr">US$</bdi>}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder={t("wallet.amount_placeholder")}
          data-testid="recharge-amount"
        />
      </Form.Item>

      <Form.Item
        label={t("wallet.voucher")}
        required
        validateStatus={fieldStatus("voucher")}
        help={errors.voucher}
        extra={t("wallet.voucher_hint")}
      >
        <div className="voucher">
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="recharge-voucher">
              {voucher ? t("wallet.voucher_change") : t("wallet.voucher_upload")}
            </Button>
          </Upload>
          {voucher && (
            <span data-testid="recharge-voucher-preview">
              <Image src={voucher.preview} width={96} height={96} className="voucher__img" alt={t("wallet.voucher")} />
            </span>
          )}
        </div>
      </Form.Item>

      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="recharge-submit">
        {t("wallet.recharge_submit")}
      </Button>
    </Form>
  );
}
