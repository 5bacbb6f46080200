import { useEffect } from "react";

/** The page's summary for search results and link previews: index.html's text, or the page's own. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/** Longest description kept: search engines show about this much. */
const MAX_LENGTH = 160;

/**
 * Sets the meta description to `text` (folded to one line and cut to 160 characters) while the
 * page is shown; the site's own description comes back when it leaves. Blank text changes nothing.
 */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    const line = text?.replace(/\s+/g, " ").trim();
    if (!line) return;
    const tag = descriptionTag();
    const before = tag.content;
    tag.content = line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1).trimEnd()}…` : line;
    return () => {
      tag.content = before;
    };
  }, [text]);
}
