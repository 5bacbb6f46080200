import { formatMoney } from "@mp/money";

/** Shop money is kept in US dollars: shown as such, whatever money type the shopper side uses. */
export const usd = (v: string) => formatMoney(v, "en");

/** "1,234" whatever the language, like the storefront's counts. */
export const count = (n: number) => Number(n || 0).toLocaleString("en-US");
