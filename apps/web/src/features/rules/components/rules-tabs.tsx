import type { StaffRole } from "@mp/contracts";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyRatesForm } from "./money-rates-form";
import { OrderTimersForm } from "./order-timers-form";
import { RechargeRulesForm } from "./recharge-rules-form";
import { StoreLevelsForm } from "./store-levels-form";
import { WithdrawRulesForm } from "./withdraw-rules-form";

/** Each tab, the roles the server lets read and save it (admin always), and its form. */
const TABS = [
  { key: "levels", label: "console_rules.tab_levels", roles: ["operator"], Form: StoreLevelsForm },
  { key: "rates", label: "console_rules.tab_rates", roles: ["finance"], Form: MoneyRatesForm },
  { key: "withdraw", label: "console_rules.tab_withdraw", roles: ["finance"], Form: WithdrawRulesForm },
  { key: "recharge", label: "console_rules.tab_recharge", roles: ["finance"], Form: RechargeRulesForm },
  { key: "timers", label: "console_rules.tab_timers", roles: ["operator"], Form: OrderTimersForm },
] as const;

/** The rules tables as tabs; a role sees only the tabs it may save (the server checks each save). */
export function RulesTabs({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const tabs = TABS.filter((tab) => role === "admin" || (tab.roles as readonly string[]).includes(role));
  return (
    <Tabs
      destroyOnHidden
      items={tabs.map(({ key, label, Form }) => ({
        key,
        label: <span data-testid={`rules-tab-${key}`}>{t(label)}</span>,
        children: <Form />,
      }))}
    />
  );
}
