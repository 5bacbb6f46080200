import dayjs from "dayjs";

const amount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as US dollars ("US$1,234.56", as the finance desk writes them): the ledger's own currency. */
export const dollars = (cents: number) => `${cents < 0 ? "-" : ""}US$${amount.format(Math.abs(cents) / 100)}`;

/** A decimal dollar string from the API ("12.50") as "US$12.50". */
export const usd = (v: string) => dollars(Math.round(Number(v) * 100));

/** A unix time as a local date and time, or a dash. */
export const when = (s: number | null | undefined) => (s ? dayjs.unix(s).format("YYYY-MM-DD HH:mm") : "—");
