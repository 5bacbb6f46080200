import { parseAmount, toDecimalString } from "@mp/money";
import { Form, Radio, Select } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput, useFieldRules } from "../../../ui";
import type { StoreLevelView } from "../api/bond-api";
import { usd } from "./level-table";

export interface AmountOrLevel {
  mode: "level" | "amount";
  level?: number;
  amount?: string;
}

/**
 * Choose a target level (from the table) or type an amount; `levels` are the choices offered.
 * Paying goes up to a level, asking bond back down to one (`direction`).
 */
export function AmountOrLevelFields({
  levels,
  prefix,
  direction = "up",
}: {
  levels: StoreLevelView[];
  prefix: string;
  direction?: "up" | "down";
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const mode = Form.useWatch("mode");
  return (
    <>
      <Form.Item name="mode" initialValue={levels.length ? "level" : "amount"}>
        <Radio.Group
          optionType="button"
          options={[
            {
              value: "level",
              label: t(direction === "up" ? "bond.by_level" : "bond.by_level_down"),
              disabled: !levels.length,
            },
            { value: "amount", label: t("bond.by_amount") },
          ]}
        />
      </Form.Item>
      {mode === "amount" ? (
        <Form.Item name="amount" label={t("bond.amount")} rules={[rules.required(), rules.money({ min: 1n })]}>
          <MoneyInput data-testid={`${prefix}-amount`} />
        </Form.Item>
      ) : (
        <Form.Item
          name="level"
          label={t("bond.target_level")}
          initialValue={levels[0]?.level}
          rules={[rules.required()]}
        >
          <Select
            data-testid={`${prefix}-level`}
            options={levels.map((l) => ({
              value: l.level,
              label: `${t("bond.level_n", { n: l.level })} · ${usd(l.bond)}`,
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}

/** What the call takes: the level or the amount, never both. */
export const amountOrLevel = (v: AmountOrLevel) => (v.mode === "level" ? { level: v.level } : { amount: v.amount });

/**
 * What a payment will do, for its confirmation: the amount that leaves the wallet and the level
 * the new bond reaches (the highest whose bond it covers). Null when the choice is not an amount.
 */
export function payPreview(
  current: string,
  levels: StoreLevelView[],
  v: AmountOrLevel,
): { amount: string; level: number } | null {
  const now = parseAmount(current) ?? 0n;
  const target = levels.find((l) => l.level === v.level);
  const pay = v.mode === "level" ? (target ? (parseAmount(target.bond) ?? 0n) - now : null) : parseAmount(v.amount);
  if (pay === null || pay <= 0n) return null;
  const reached = levels
    .filter((l) => (parseAmount(l.bond) ?? 0n) <= now + pay)
    .reduce((top, l) => Math.max(top, l.level), 0);
  return { amount: toDecimalString(pay), level: reached };
}
