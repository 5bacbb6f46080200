import { parseAmount } from "@mp/money";
import { type Text, type TextParam, text } from "./text.js";

/**
 * Reading the English sentences rows held before texts were keys (the upgrade of such rows: each
 * owning module lists its old patterns). Each pattern's named groups become the text's
 * parameters; a group named `note` is words a person wrote, kept apart; `amount`/`bond` groups
 * ("$1000.00") become amounts, `wait`/`after` ("2 days") durations.
 */
export interface LegacyPattern {
  match: RegExp;
  key: string;
}

const DURATION = /^(\d+) (minute|hour|day)s?$/;

/** "2 days" -> the duration text; null when it is not one */
export function legacyDuration(words: string): { text: Text } | null {
  const m = DURATION.exec(words);
  return m ? { text: text(`common.duration.${m[2]}`, { count: Number(m[1]) }) } : null;
}

/** The first pattern that reads these words, as a text and a note; null when none does. */
export function readLegacy(words: string, patterns: LegacyPattern[]): { text: Text; note: string } | null {
  for (const { match, key } of patterns) {
    const m = match.exec(words);
    if (!m) continue;
    const params: Record<string, TextParam> = {};
    let note = "";
    let readable = true;
    for (const [name, value] of Object.entries(m.groups ?? {})) {
      if (value === undefined) continue;
      if (name === "note") note = value;
      else if (name === "amount" || name === "bond") {
        const cents = parseAmount(value.replace(/^\$/, "").replace(/,/g, ""));
        if (cents === null) readable = false;
        else params[name] = { money: cents.toString() };
      } else if (name === "wait" || name === "after") {
        const d = legacyDuration(value);
        if (d) params[name] = d;
        else readable = false;
      } else if (name === "id" || name === "level" || name === "version") params[name] = Number(value);
      else params[name] = value;
    }
    if (readable) return { text: text(key, params), note };
  }
  return null;
}
