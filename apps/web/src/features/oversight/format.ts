import { formatMoney } from "@mp/money";
import type { TFunction } from "i18next";
import { dateTime } from "../../lib/dates";

/** Cents as US dollars ("US$1,234.56", the app's money format): the ledger's own currency. */
export const dollars = (cents: number) => formatMoney(BigInt(Math.round(cents)), "en");

/** A decimal dollar string from the API ("12.50") as "US$12.50". */
export const usd = (v: string) => formatMoney(v, "en");

/** A unix time as a local date and time in the interface language's format, or a dash. */
export const when = (s: number | null | undefined) => (s ? dateTime(s) : "—");

/**
 * An audit action's label in the reader's language: `oversight.audit_actions.<code, dots as
 * underscores>` ("goods.takedown" -> `goods_takedown`), else the finance desk's older
 * `finance.action_<...>` label, else the code itself (an action this app has no name for yet).
 */
export function actionName(t: TFunction, action: string): string {
  const k = action.replace(/\W/g, "_");
  return t([`oversight.audit_actions.${k}`, `finance.action_${k}`], { defaultValue: action });
}
