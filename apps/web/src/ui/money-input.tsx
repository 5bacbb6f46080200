import { Input, type InputProps } from "antd";
import { typingAllowed } from "./money-parse";

/** What the API takes: the "12.34" string (amount fields); the cents come from `parseDollars`. */
export type MoneyInputProps = Omit<InputProps, "value" | "onChange" | "prefix" | "inputMode"> & {
  value?: string;
  onChange?: (value: string) => void;
  /** let a leading minus through (staff corrections) */
  signed?: boolean;
};

/**
 * A US dollars input. It keeps what is typed as text (never a float), so "12.30" stays "12.30";
 * keystrokes that could never make an amount (letters, a third decimal, a minus unless signed)
 * are ignored. Pair it with `rules.money(limits)` from useFieldRules for the full check and min/max.
 */
export function MoneyInput({ value, onChange, signed, ...rest }: MoneyInputProps) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      prefix={<bdi dir="ltr">US$</bdi>}
      value={value ?? ""}
      onChange={(e) => {
        const next = e.target.value.trim();
        if (typingAllowed(next, signed)) onChange?.(next);
      }}
    />
  );
}
