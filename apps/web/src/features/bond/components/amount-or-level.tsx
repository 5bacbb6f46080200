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

/** Choose a target level (from the table) or type an amount; `levels` are the choices offered. */
export function AmountOrLevelFields({ levels, prefix }: { levels: StoreLevelView[]; prefix: string }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const mode = Form.useWatch("mode");
  return (
    <>
      <Form.Item name="mode" initialValue={levels.length ? "level" : "amount"}>
        <Radio.Group
          optionType="button"
          options={[
            { value: "level", label: t("bond.by_level"), disabled: !levels.length },
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
