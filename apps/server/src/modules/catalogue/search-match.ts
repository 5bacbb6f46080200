import { type SQL, sql } from "drizzle-orm";
import { containing } from "../../platform/db/index.js";

/**
 * How a search's words match goods (docs/storefront.md). Three passes, each tried only when the one
 * before found nothing, so the common case costs one indexed full-text lookup:
 *
 * 0. exact: every word is a word prefix in the stored full-text document (`goods.search_tsv`, GIN
 *    indexed; "sweat" finds "sweater"). A word in a script written without spaces (Chinese,
 *    Japanese, Thai, ...) cannot be split into words, so it is matched as a substring instead.
 * 1. substring: every word anywhere in the search text ("artphone" finds "smartphone"), through
 *    the trigram index.
 * 2. near: a substring or a small typo ("sweeter" finds "sweater"), by trigram word similarity.
 */
export const SEARCH_PASSES = 3;

/** Scripts that do not put spaces between words: full text sees a whole run as one word. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** A word's pieces as full text splits them (letters and digits), each as a prefix query. */
function prefixQuery(term: string): string | null {
  const pieces = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return pieces.length ? pieces.map((p) => `${p}:*`).join(" & ") : null;
}

/** The first pass worth trying: with no word full text can split, pass 0 would be pass 1. */
export const firstPass = (terms: string[]): number =>
  terms.some((t) => !UNSPACED.test(t) && prefixQuery(t) !== null) ? 0 : 1;

/** The condition on goods `g` that every term matches in `pass`, or null when there are no terms. */
export function searchMatch(terms: string[], pass: number): SQL | null {
  if (terms.length === 0) return null;
  const parts: SQL[] = [];
  const prefixes: string[] = [];
  for (const term of terms) {
    const prefix = pass === 0 && !UNSPACED.test(term) ? prefixQuery(term) : null;
    if (prefix) prefixes.push(prefix);
    else if (pass < 2) parts.push(sql`g.search_text ilike ${containing(term)}`);
    else parts.push(sql`(g.search_text ilike ${containing(term)} or ${term} <% g.search_text)`);
  }
  // only letters, digits, ':*' and '&' reach to_tsquery, so no word can change the query's shape
  if (prefixes.length) parts.unshift(sql`g.search_tsv @@ to_tsquery('simple', ${prefixes.join(" & ")})`);
  return sql.join(parts, sql` and `);
}
