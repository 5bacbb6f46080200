import { formatMoney } from "@mp/money";

/** Shop money is kept in US dollars: shown as such, whatever money type the shopper side uses. */
export const usd = (v: string) => formatMoney(v, "en");

/** A count in the reader's language, like the storefront's counts. */
export { count } from "../../../lib/dates";
