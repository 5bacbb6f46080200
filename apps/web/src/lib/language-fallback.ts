import { language } from "@mp/contracts/constants";

/**
 * When a text the server answered with its `lang` is in another language than the reader's (an
 * agreement staff have not written in that language is served in English), the two languages'
 * own names for the line that says so; null when the text is in the reader's language.
 */
export function languageFallback(reader: string, shown: string | undefined): { wanted: string; shown: string } | null {
  if (!shown) return null;
  const wanted = language(reader);
  const served = language(shown);
  return wanted.code === served.code ? null : { wanted: wanted.name, shown: served.name };
}
