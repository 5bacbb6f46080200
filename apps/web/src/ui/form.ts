import { isEmail } from "@mp/contracts/constants";
import type { FormRule } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type MoneyLimits, parseDollars } from "./money-parse";

/**
 * Field rules with their messages in the user's language. A `required` rule also gives the
 * field antd's required mark, so the mark and the check never disagree.
 */
export function useFieldRules() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** blank text counts as empty; numbers, dates and lists are checked as they are */
      required: (message?: string): FormRule => ({
        required: true,
        message: message ?? t("ui.required"),
        transform: (v: unknown) => (typeof v === "string" ? v.trim() : v),
      }),
      /** the server's rule (packages/contracts isEmail): lengths, one `@`, a domain with a dot */
      email: {
        validator: async (_rule, value: unknown) => {
          if (value === undefined || value === null || value === "") return;
          if (!isEmail(String(value).trim())) throw new Error(t("errors.email_incorrect"));
        },
      } satisfies FormRule as FormRule,
      length: (min: number | undefined, max: number): FormRule[] => [
        ...(min ? [{ min, message: t("ui.too_short", { min }) }] : []),
        { max, message: t("ui.too_long", { max }) },
      ],
      /** a dollars amount (see MoneyInput); `show` formats a bound in cents for the min/max messages */
      money: (limits: MoneyLimits = {}, show: (cents: bigint) => string = String): FormRule => ({
        validator: async (_rule, value: unknown) => {
          if (value === undefined || value === null || value === "") return;
          const r = parseDollars(String(value), limits);
          if (r.ok) return;
          const bound = r.problem === "min" ? limits.min : r.problem === "max" ? limits.max : undefined;
          const key =
            r.problem === "min" ? "ui.amount_min" : r.problem === "max" ? "ui.amount_max" : `ui.amount_${r.problem}`;
          throw new Error(t(key, bound === undefined ? {} : { min: show(bound), max: show(bound) }));
        },
      }),
    }),
    [t],
  );
}
