import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Descriptions, Form, Image, QRCode, Radio, Select, Upload } from "antd";
import { useTranslation } from "react-i18next";
import type { WalletRules } from "../api/wallet-api";
import type { RechargeMethod } from "../hooks/use-recharge-form";
import { CopyButton } from "./copy-button";

type Rules = WalletRules["recharge"];
type Usdt = Rules["usdt"][number];
const status = (error?: string) => (error ? ("error" as const) : undefined);

interface MethodProps {
  rules: Rules;
  method: RechargeMethod | null;
  onChange: (m: RechargeMethod) => void;
  error?: string;
}

/** USDT and bank transfer, and the methods this region cannot use, greyed out. */
export function MethodField({ rules, method, onChange, error }: MethodProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("wallet.recharge_method")} required validateStatus={status(error)} help={error}>
      <Radio.Group className="method-grid" value={method} onChange={(e) => onChange(e.target.value as RechargeMethod)}>
        <Radio.Button value="usdt" disabled={rules.usdt.length === 0}>
          <span data-testid="recharge-method-usdt">USDT</span>
        </Radio.Button>
        <Radio.Button value="bank" disabled={!rules.bank_enabled}>
          <span data-testid="recharge-method-bank">{t("wallet.method_bank")}</span>
        </Radio.Button>
        {rules.unavailable.map((m) => (
          <Radio.Button key={m} value={m} disabled>
            <span data-testid={`recharge-method-${m}`}>{t(`wallet.method_${m}`)}</span>
            <span className="method-grid__note">{t("wallet.unavailable_region")}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/** Where to send USDT: the network, its address as a QR code and as text to copy. */
export function UsdtPayTo({ rules, usdt, onNetwork }: { rules: Rules; usdt: Usdt; onNetwork: (n: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="pay-to" data-testid="recharge-usdt">
      <Form.Item label={t("wallet.network")}>
        <Select
          value={usdt.network}
          onChange={onNetwork}
          options={rules.usdt.map((u) => ({ value: u.network, label: u.network }))}
          data-testid="recharge-network"
        />
      </Form.Item>
      <div className="pay-to__qr">
        {usdt.qr ? (
          <Image src={usdt.qr} width={160} height={160} preview={false} alt="" data-testid="recharge-qr-image" />
        ) : (
          <QRCode value={usdt.address} size={160} bordered={false} />
        )}
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
  );
}

/** The bank account to transfer to. */
export function BankPayTo({ bank }: { bank: Rules["bank"] }) {
  const { t } = useTranslation();
  const accountNo = (
    <span className="pay-to__address">
      <bdi className="wallet-break">{bank.account_no}</bdi>
      <CopyButton text={bank.account_no} testId="recharge-copy-bank" />
    </span>
  );
  return (
    <Card size="small" className="pay-to" data-testid="recharge-bank">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: "b", label: t("wallet.bank_name"), children: bank.bank_name },
          { key: "n", label: t("wallet.account_name"), children: bank.account_name },
          { key: "a", label: t("wallet.account_no"), children: accountNo },
          { key: "s", label: "SWIFT", children: <bdi>{bank.swift}</bdi> },
        ]}
      />
      <Alert type="info" showIcon title={t("wallet.bank_notice")} />
    </Card>
  );
}

interface VoucherProps {
  voucher: { preview: string } | null;
  uploading: boolean;
  onFile: (file: File) => void;
  error?: string;
}

/** The transfer voucher: upload (or change) an image and see it. */
export function VoucherField({ voucher, uploading, onFile, error }: VoucherProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t("wallet.voucher")}
      required
      validateStatus={status(error)}
      help={error}
      extra={t("wallet.voucher_hint")}
    >
      <div className="voucher">
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            onFile(file);
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
  );
}
