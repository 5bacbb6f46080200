/**
 * A text the server keeps for a person to read: a message key and its parameters, never the
 * finished sentence (docs/languages.md#texts-the-server-writes). It is rendered when read, in the
 * reader's language, with amounts and dates formatted as the screens format them.
 */
export interface Text {
  key: string;
  params?: Record<string, TextParam>;
}

/**
 * A parameter: a plain value (an order number, a carrier's name), an amount in USD cents, a
 * moment (unix seconds), words a person wrote (shown as a quotation, never translated), or
 * another text (a reason chosen from the catalogue).
 */
export type TextParam = string | number | { money: string } | { date: number } | { quote: string } | { text: Text };

/** Builders, so that a call site reads as what it stores. */
export const text = (key: string, params?: Record<string, TextParam>): Text => (params ? { key, params } : { key });
export const money = (cents: bigint | string | number): { money: string } => ({ money: String(cents) });
export const date = (at: Date | number): { date: number } => ({
  date: typeof at === "number" ? at : Math.floor(at.getTime() / 1000),
});
export const quote = (words: string): { quote: string } => ({ quote: words });

/** Whether a stored value is a Text (rows written before texts were keys hold none). */
export function isText(v: unknown): v is Text {
  return typeof v === "object" && v !== null && typeof (v as Text).key === "string";
}

/**
 * What a row written before texts were keys holds once the upgrade has looked at it and found no
 * known English pattern: its English words stay as they are, shown as written.
 */
export interface LegacyText {
  legacy: true;
}
