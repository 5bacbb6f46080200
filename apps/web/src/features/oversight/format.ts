import dayjs from "dayjs";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as US dollars ("$1,234.56"): the console shows the ledger's own currency. */
export const dollars = (cents: number) => usd.format(cents / 100);

/** A unix time as a local date and time, or a dash. */
export const when = (s: number | null | undefined) => (s ? dayjs.unix(s).format("YYYY-MM-DD HH:mm") : "—");
