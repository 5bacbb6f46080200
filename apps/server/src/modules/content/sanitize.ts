import { AGREEMENT_HTML } from "@mp/contracts";
import sanitizeHtml from "sanitize-html";

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * An agreement's text as stored: HTML in the safe subset (AGREEMENT_HTML: p, h2-h4, lists, strong,
 * em, br, links to http(s)/mailto only), cleaned by sanitize-html, so a script, an event handler,
 * a style or a `javascript:` link never survives. Plain text (no tags) becomes paragraphs first:
 * blank lines split paragraphs, single newlines become line breaks.
 */
export function agreementHtml(input: string): string {
  const html = /<[a-z!/]/i.test(input)
    ? input
    : input
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${escapeText(p).replace(/\r?\n/g, "<br>")}</p>`)
        .join("\n");
  return sanitizeHtml(html, {
    allowedTags: [...AGREEMENT_HTML.tags],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: [...AGREEMENT_HTML.schemes],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  }).trim();
}
