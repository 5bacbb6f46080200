import { ORDER_TIMER_MAX_MINUTES } from "@mp/contracts/constants";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { type OrderTimers, rulesApi } from "../api/rules-api";
import { useRuleForm } from "../hooks/use-rule-form";
import { DurationInput, useDurationText } from "./duration-input";
import { RuleForm } from "./rule-form";

const toForm = (v: { timers: OrderTimers }) => v.timers;
/** each timer and its least value in minutes: an unpaid order waits at least a minute */
const FIELDS = [
  ["unpaid_cancel_minutes", 1],
  ["auto_confirm_minutes", 0],
  ["after_sales_minutes", 0],
] as const;

/**
 * Order timers (operators) in minutes, hours or days; saved as whole minutes, shown in the largest
 * whole unit (2880 minutes as 2 days). Orders already placed keep the due dates they were given.
 */
export function OrderTimersForm() {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const r = useRuleForm({
    key: ["rules", "order_timers"],
    load: rulesApi.orderTimers,
    toForm,
    save: rulesApi.saveOrderTimers,
  });
  return (
    <RuleForm<OrderTimers> id="timers" hint="console_rules.timers_hint" rule={r}>
      {FIELDS.map(([f, min]) => (
        <Form.Item
          key={f}
          name={f}
          label={t(`console_rules.${f}`)}
          extra={
            r.query.data ? (
              <span data-testid={`rules-${f}-default`}>
                {t("console_rules.default_is", { value: durationText(r.query.data.defaults[f]) })}
              </span>
            ) : null
          }
        >
          <DurationInput min={min} max={ORDER_TIMER_MAX_MINUTES} testId={`rules-${f}`} />
        </Form.Item>
      ))}
    </RuleForm>
  );
}
