import { PAY_PASSWORD_PATTERN } from "@mp/contracts";
import { verifyPassword } from "../../platform/auth/index.js";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import * as repo from "./accounts.repo.js";

export const PAY_MAX_FAILURES = 5;
export const PAY_BLOCK_MS = 15 * 60 * 1000;

/**
 * Checks the six-digit payment (fund) password before a debit the user starts. Call it before
 * the money transaction: a wrong password is counted and committed even though the call fails;
 * five in a row block payments for 15 minutes. There is deliberately no call that only answers
 * whether a payment password is right.
 */
export async function checkPayPassword(ctx: Ctx, user: UserRow, plain: unknown): Promise<void> {
  if (!user.payPasswordHash) throw new AppError("pay_password_not_set");
  if (user.payBlockedUntil && user.payBlockedUntil > new Date()) throw new AppError("too_many_attempts");
  if (typeof plain !== "string" || !PAY_PASSWORD_PATTERN.test(plain)) throw new AppError("pay_password_format");
  // the try is counted before the hash check, so a burst of parallel guesses gets five at most
  const taken = await repo.takeTry(ctx.db, user.id, "pay", PAY_MAX_FAILURES, PAY_BLOCK_MS);
  if (!taken) throw new AppError("too_many_attempts");
  if (await verifyPassword(user.payPasswordHash, plain)) {
    await repo.clearTries(ctx.db, user.id, "pay");
    return;
  }
  throw new AppError(taken.blocking ? "too_many_attempts" : "pay_password_error");
}
