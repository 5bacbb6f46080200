import { Form, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { type OrderTimers, rulesApi } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { RuleForm } from "./rule-form";

const toForm = (v: { timers: OrderTimers }) => v.timers;
const FIELDS = ["unpaid_cancel_minutes", "auto_confirm_minutes", "after_sales_minutes"] as const;

/** Order timers in whole minutes (operators); orders already placed keep the due dates they were given. */
export function OrderTimersForm() {
  const { t } = useTranslation();
  const r = useRuleForm({
    key: ["rules", "order_timers"],
    load: rulesApi.orderTimers,
    toForm,
    save: rulesApi.saveOrderTimers,
  });
  return (
    <RuleForm<OrderTimers> id="timers" hint="console_rules.timers_hint" rule={r}>
      {FIELDS.map((f) => (
        <Form.Item
          key={f}
          name={f}
          label={t(`console_rules.${f}`)}
          extra={r.query.data ? t("console_rules.default_is", { value: r.query.data.defaults[f] }) : null}
        >
          <InputNumber
            precision={0}
            addonAfter={t("console_rules.minutes")}
            className="full-width"
            data-testid={`rules-${f}`}
          />
        </Form.Item>
      ))}
    </RuleForm>
  );
}
