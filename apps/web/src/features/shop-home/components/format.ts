import { formatMoney } from "@mp/money";

/** Shop money is kept in US dollars: shown as such, whatever money type the shopper side uses. */
export const usd = (v: string) => formatMoney(v, "en");

/** "1,234" whatever the language, like the storefront's counts. */
// one formatter: `toLocaleString` builds a new one on each call
const counts = new Intl.NumberFormat("en-US");
export const count = (n: number) => counts.format(Number(n || 0));
