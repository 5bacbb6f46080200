import type { EmailEvent } from "@mp/contracts";
import { newNumericCode, safeEqualHex, sha256 } from "../../platform/auth/index.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import * as repo from "./accounts.repo.js";
import { codeMail } from "./code-mail.js";

/** Email verification codes (docs/rules.md). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_RESEND_MS = 60 * 1000;
export const CODE_HOURLY_CAP = 10;
export const CODE_MAX_TRIES = 5;

const hashCode = (email: string, event: string, code: string) => sha256(`${email}\n${event}\n${code}`);

/**
 * Creates a code and mails it. One send per 60 s per email and at most 10 an hour, checked
 * under a lock on the email so concurrent sends cannot both pass. If the mail cannot be
 * delivered the code is withdrawn, so the user may try again at once.
 */
export async function sendCode(ctx: Ctx, email: string, event: EmailEvent): Promise<void> {
  const code = newNumericCode();
  const id = await inTransaction(ctx, async (tx) => {
    await repo.lockEmail(tx.db, email);
    const last = await repo.lastCodeSentAt(tx.db, email);
    if (last && Date.now() - last.getTime() < CODE_RESEND_MS) throw new AppError("send_too_frequent");
    const hourAgo = new Date(Date.now() - 3600_000);
    if ((await repo.countCodesSince(tx.db, email, hourAgo)) >= CODE_HOURLY_CAP) throw new AppError("send_too_frequent");
    return repo.insertCode(tx.db, {
      email,
      event,
      codeHash: hashCode(email, event, code),
      ip: ctx.ip,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  try {
    await ctx.mailer.send({ to: email, ...codeMail(event, code, ctx.lang) });
  } catch (err) {
    ctx.log.error({ err, to: email }, "verification mail failed");
    await repo.deleteCode(ctx.db, id);
    throw new AppError("server_error");
  }
}

/**
 * Checks a code without using it. Each try is counted before the code is compared (committed at
 * once, even though the request then fails), so tries sent together to any number of processes
 * get 5 comparisons and no more; a right code gives its try back, and the fifth wrong try burns
 * the code. Returns the code's id.
 */
export async function checkCode(ctx: Ctx, email: string, event: EmailEvent, code: string): Promise<number> {
  const row = await repo.findLiveCode(ctx.db, email, event);
  if (!row || !(await repo.claimCodeTry(ctx.db, row.id, CODE_MAX_TRIES)))
    throw new AppError("captcha_incorrect", { field: "captcha" });
  if (/^\d{6}$/.test(code) && safeEqualHex(row.codeHash, hashCode(email, event, code))) {
    await repo.releaseCodeTry(ctx.db, row.id);
    return row.id;
  }
  await repo.burnSpentCode(ctx.db, row.id, CODE_MAX_TRIES);
  throw new AppError("captcha_incorrect", { field: "captcha" });
}

/** Uses a checked code inside the transaction of the action it allows. */
export async function consumeCode(tx: Ctx, id: number): Promise<void> {
  if (!(await repo.consumeCode(tx.db, id))) throw new AppError("captcha_incorrect", { field: "captcha" });
}
