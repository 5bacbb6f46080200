import { Card, Form, Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { PictureField } from "../../../ui";
import { type RechargeRules, rulesApi } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { RuleForm } from "./rule-form";

const toForm = (v: RechargeRules): RechargeRules => v;
const trim = (s: unknown) => String(s ?? "").trim();
const save = (d: RechargeRules) =>
  rulesApi.saveRecharge({
    enabled: Boolean(d.enabled),
    min: trim(d.min),
    max: trim(d.max),
    usdt: (d.usdt ?? []).map((u) => ({
      network: u.network,
      enabled: Boolean(u.enabled),
      address: trim(u.address),
      qr: trim(u.qr),
    })),
    bank: {
      enabled: Boolean(d.bank?.enabled),
      bank_name: trim(d.bank?.bank_name),
      account_name: trim(d.bank?.account_name),
      account_no: trim(d.bank?.account_no),
      swift: trim(d.bank?.swift),
    },
  });

/** Recharge settings (finance): the platform's USDT address and QR per network, bank details, on/off per channel. */
export function RechargeRulesForm() {
  const { t } = useTranslation();
  const r = useRuleForm({ key: ["rules", "recharge"], load: rulesApi.recharge, toForm, save });
  return (
    <RuleForm<RechargeRules> id="recharge" hint="console_rules.recharge_hint" rule={r}>
      <Form.Item name="enabled" label={t("console_rules.recharge_enabled")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="min" label={t("console_rules.min")}>
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="max" label={t("console_rules.max")}>
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.List name="usdt">
        {(fields) =>
          fields.map((f) => (
            <Card key={f.key} size="small" title={r.query.data?.usdt[f.name]?.network} className="rules-form__card">
              <Form.Item name={[f.name, "network"]} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, "enabled"]} label={t("console_rules.channel_on")} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name={[f.name, "address"]} label={t("console_rules.usdt_address")}>
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item name={[f.name, "qr"]} label={t("console_rules.usdt_qr")}>
                <PictureField upload={rulesApi.uploadImage} testId={`rules-qr-${f.name}`} />
              </Form.Item>
            </Card>
          ))
        }
      </Form.List>
      <Card size="small" title={t("console_rules.bank")} className="rules-form__card">
        <Form.Item name={["bank", "enabled"]} label={t("console_rules.channel_on")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={["bank", "bank_name"]} label={t("console_rules.bank_name")}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name={["bank", "account_name"]} label={t("console_rules.account_name")}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name={["bank", "account_no"]} label={t("console_rules.account_no")}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name={["bank", "swift"]} label={t("console_rules.swift")}>
          <Input maxLength={20} />
        </Form.Item>
      </Card>
    </RuleForm>
  );
}
