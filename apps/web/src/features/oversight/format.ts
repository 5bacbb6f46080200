import type { TFunction } from "i18next";
import { dateTime } from "../../lib/dates";

/** Cents as US dollars ("US$1,234.56"), and a decimal dollar string from the API ("12.50") as "US$12.50": the app's one formatter of the ledger's own currency. */
export { usd, usdCents as dollars } from "../../lib/money";

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
