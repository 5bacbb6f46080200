import type { Ctx } from "../../platform/context.js";
import { CHANGE_MAIL_TEXTS, type ChangeMailTexts } from "./change-mail.texts.js";

/** What changed on an account; each change is mailed to the owner (docs/accounts.md#security-notices). */
export type AccountChange = "password" | "pay_password_set" | "pay_password" | "email";

/** Withdrawals wait after these (docs/rules.md#wallet); the mail says so without naming the hours. */
const PAUSES_WITHDRAWALS: ReadonlySet<AccountChange> = new Set(["pay_password", "email"]);

/** The notice in the language of the request that made the change (English when unknown). */
export function changeMail(change: AccountChange, at: Date, lang: string, newEmail = "") {
  const t = CHANGE_MAIL_TEXTS[lang] ?? (CHANGE_MAIL_TEXTS.en as ChangeMailTexts);
  const when = `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return {
    subject: t.subject,
    text: [
      t[change].replace("{when}", when).replace("{email}", newEmail),
      ...(PAUSES_WITHDRAWALS.has(change) ? [t.paused] : []),
      "",
      t.ok,
      t.notYou,
    ].join("\n"),
  };
}

/**
 * Mails the notice to each address, after the change has committed. A mail that cannot be sent is
 * logged: the change stands either way.
 */
export async function mailChange(ctx: Ctx, to: string[], change: AccountChange, newEmail?: string): Promise<void> {
  const mail = changeMail(change, new Date(), ctx.lang, newEmail);
  for (const address of to) {
    try {
      await ctx.mailer.send({ to: address, ...mail });
    } catch (err) {
      ctx.log.error({ err, to: address, change }, "account change notice failed");
    }
  }
}
