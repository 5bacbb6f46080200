import { AGREEMENT_HTML } from "@mp/contracts/constants";
import DOMPurify from "dompurify";
import { useMemo } from "react";

/** True when the text is HTML (what the console saves); the first install's texts are plain. */
const isHtml = (s: string) => /^\s*<[a-z]/i.test(s);

const SAFE_LINK = new RegExp(`^(?:${AGREEMENT_HTML.schemes.join("|")}):`, "i");

/**
 * An agreement's text, rendered safely the one way the public page, the bond contract and the
 * console's preview show it: HTML (stored already cleaned by the server's sanitize-html) is
 * cleaned again here by DOMPurify to the same subset (p, h2-h4, lists, strong, em, br, links to
 * http(s)/mailto opening in a new tab without access to this page); plain text becomes paragraphs.
 */
export function AgreementText({ content, className }: { content: string; className?: string }) {
  const html = useMemo(() => (isHtml(content) ? clean(content) : null), [content]);
  if (html !== null)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify to the AGREEMENT_HTML subset just above
    return <div className={className} dangerouslySetInnerHTML={{ __html: html }} data-testid="agreement-text" />;
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className} data-testid="agreement-text">
      {paragraphs.map((p, i) => (
        // paragraphs have no identity beyond their position in the document
        // biome-ignore lint/suspicious/noArrayIndexKey: static document order
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function clean(html: string): string {
  const purify = DOMPurify();
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "A") return;
    const href = node.getAttribute("href") ?? "";
    if (!SAFE_LINK.test(href)) node.removeAttribute("href");
    else {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...AGREEMENT_HTML.tags],
    ALLOWED_ATTR: ["href", "target", "rel"],
  });
}
