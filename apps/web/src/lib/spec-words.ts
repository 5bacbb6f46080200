import english from "../locales/specs/en.json";

/**
 * The platform's own specification words (docs/storefront.md#specification-words): option names
 * ("Colour", "Size") and values ("White", "Pack of 3") that the demo catalogue uses
 * (apps/server/seed/catalogue/kind*.ts) are shown in the reader's language; anything else a
 * merchant typed is shown exactly as written. The list is the English file of the `specs` bundle.
 */
type Translate = (key: string, vars?: Record<string, string>) => string;

const NAMES = new Set(Object.keys(english.specs.name));
const VALUES = new Set(Object.keys(english.specs.value));
/** spellings that mean the same word */
const ALIASES: Record<string, string> = { color: "colour", gray: "grey", space_gray: "space_grey" };
/** values with a number in them; the number (or size) is kept as written */
const PATTERNS: [RegExp, keyof typeof english.specs.pattern, (m: RegExpMatchArray) => Record<string, string>][] = [
  [/^pack of (\d+)$/i, "pack_of", (m) => ({ n: m[1] ?? "" })],
  [/^(\d+) pieces$/i, "pieces_n", (m) => ({ n: m[1] ?? "" })],
  [/^(\d+) count$/i, "count_n", (m) => ({ n: m[1] ?? "" })],
  [/^size (\d+)$/i, "size_n", (m) => ({ n: m[1] ?? "" })],
  [/^(\d+)\s*-\s*(\d+) m$/i, "months", (m) => ({ from: m[1] ?? "", to: m[2] ?? "" })],
  [/^with (\d+ [GT]B) card$/i, "with_card", (m) => ({ size: m[1] ?? "" })],
];

/** "Sage Green" -> "sage_green" */
export function wordKey(s: string): string {
  const key = s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return ALIASES[key] ?? key;
}

/** An option name in the reader's language when it is one of the platform's, else as written. */
export function specName(t: Translate, name: string): string {
  const key = wordKey(name);
  return NAMES.has(key) ? t(`specs.name.${key}`) : name;
}

/** An option value in the reader's language when it is one of the platform's, else as written. */
export function specValue(t: Translate, value: string): string {
  const key = wordKey(value);
  if (VALUES.has(key)) return t(`specs.value.${key}`);
  for (const [re, pattern, vars] of PATTERNS) {
    const m = value.trim().match(re);
    if (m) return t(`specs.pattern.${pattern}`, vars(m));
  }
  return value;
}

/** Name and value pairs in order ("Colour: White, Size: S" in the reader's language). */
export function specSummary(t: Translate, pairs: [string, string][]): string {
  return pairs
    .filter(([, v]) => v)
    .map(([n, v]) => t("specs.pair", { name: specName(t, n), value: specValue(t, v) }))
    .join(t("specs.separator"));
}

/**
 * A cart or order line's specification: from its values when the server sent them, else from
 * the server's text ("Colour: Black, Storage: 128GB"), whose parts are translated one by one and
 * left as written when they are not the platform's words.
 */
export function lineSpec(t: Translate, values: Record<string, string> | undefined, text: string | undefined): string {
  if (values && Object.keys(values).length) return specSummary(t, Object.entries(values));
  if (!text) return "";
  const pairs = text.split(", ").map((part): [string, string] | null => {
    const at = part.indexOf(": ");
    return at > 0 ? [part.slice(0, at), part.slice(at + 2)] : null;
  });
  if (pairs.some((p) => p === null)) return text;
  return specSummary(t, pairs as [string, string][]);
}
