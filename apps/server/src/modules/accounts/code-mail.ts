import type { EmailEvent } from "@mp/contracts";
import { renderText, text } from "@mp/texts";

/**
 * The verification mail in the language of the request that asked for it (the reader is the
 * person at that screen): `mail.code.*` in packages/texts.
 */
export function codeMail(event: EmailEvent, code: string, lang: string): { subject: string; text: string } {
  const say = (key: string, params?: Record<string, string | { text: ReturnType<typeof text> }>) =>
    renderText(text(`mail.code.${key}`, params), { lang });
  return {
    subject: say("subject", { code }),
    text: [
      say("intro", { code }),
      "",
      say("use", { purpose: { text: text(`mail.code.purpose.${event}`) } }),
      say("ignore"),
    ].join("\n"),
  };
}
