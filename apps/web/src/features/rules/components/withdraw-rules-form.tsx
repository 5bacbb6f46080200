import { WITHDRAW_NETWORKS } from "@mp/contracts/constants";
import { Checkbox, Form, Input, InputNumber, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { rulesApi, type WithdrawRules } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { RuleForm } from "./rule-form";

const toForm = (v: WithdrawRules): WithdrawRules => v;
const save = (d: WithdrawRules) =>
  rulesApi.saveWithdraw({
    enabled: Boolean(d.enabled),
    fee_rate: String(d.fee_rate ?? "").trim(),
    min: String(d.min ?? "").trim(),
    max: String(d.max ?? "").trim(),
    monthly_count: d.monthly_count,
    cooldown_hours: d.cooldown_hours,
    networks: d.networks ?? [],
  });

/** Withdrawal settings (finance): a changed fee applies to withdrawals asked for from now on. */
export function WithdrawRulesForm() {
  const { t } = useTranslation();
  const r = useRuleForm({ key: ["rules", "withdraw"], load: rulesApi.withdraw, toForm, save });
  return (
    <RuleForm<WithdrawRules> id="withdraw" hint="console_rules.withdraw_hint" rule={r}>
      <Form.Item name="enabled" label={t("console_rules.withdraw_enabled")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="fee_rate" label={t("console_rules.fee_rate")}>
        <Input suffix="%" inputMode="decimal" data-testid="rules-withdraw-fee" />
      </Form.Item>
      <Form.Item name="min" label={t("console_rules.min")}>
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="max" label={t("console_rules.max")}>
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="monthly_count" label={t("console_rules.monthly_count")}>
        <InputNumber min={0} precision={0} className="full-width" />
      </Form.Item>
      <Form.Item name="cooldown_hours" label={t("console_rules.cooldown_hours")}>
        <InputNumber min={0} precision={0} addonAfter={t("console_rules.hours")} className="full-width" />
      </Form.Item>
      <Form.Item name="networks" label={t("console_rules.networks")}>
        <Checkbox.Group options={WITHDRAW_NETWORKS.map((n) => ({ value: n, label: n }))} />
      </Form.Item>
    </RuleForm>
  );
}
