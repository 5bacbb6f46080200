import { formatMoney } from "@mp/money";
import dayjs from "dayjs";

/** Cents as US dollars ("US$1,234.56", the app's money format): the ledger's own currency. */
export const dollars = (cents: number) => formatMoney(BigInt(Math.round(cents)), "en");

/** A decimal dollar string from the API ("12.50") as "US$12.50". */
export const usd = (v: string) => formatMoney(v, "en");

/** A unix time as a local date and time in the interface language's format, or a dash. */
export const when = (s: number | null | undefined) => (s ? dayjs.unix(s).format("L LT") : "—");

/** An audit action code ("goods.takedown") as the key part of its label ("goods_takedown"). */
export const actionKey = (action: string) => action.replace(/\W/g, "_");
