import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { type MoneyRatesView, rulesApi } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { RuleForm } from "./rule-form";

type Draft = Record<string, string>;
const toForm = (v: MoneyRatesView): Draft => Object.fromEntries(v.rates.map((r) => [r.code, r.rate]));
const save = (d: Draft) =>
  rulesApi.saveMoneyRates(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v ?? "").trim()])));

/** Money-type rates: units of each money type per 1 USD (finance). */
export function MoneyRatesForm() {
  const { t } = useTranslation();
  const r = useRuleForm({ key: ["rules", "money_rates"], load: rulesApi.moneyRates, toForm, save });
  return (
    <RuleForm<Draft> id="rates" hint="console_rules.rates_hint" rule={r}>
      <Form.Item label="USD (US$)">
        <Input value="1" disabled />
      </Form.Item>
      {r.query.data?.rates.map((m) => (
        <Form.Item key={m.code} name={m.code} label={`${m.currency} (${m.symbol}) ${t("console_rules.per_usd")}`}>
          <Input inputMode="decimal" data-testid={`rules-rate-${m.code}`} />
        </Form.Item>
      ))}
    </RuleForm>
  );
}
