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
  if (await verifyPassword(user.payPasswordHash, plain)) {
    if (user.payFailures) await repo.updateUser(ctx.db, user.id, { payFailures: 0, payBlockedUntil: null });
    return;
  }
  const failures = user.payFailures + 1;
  const blocked = failures >= PAY_MAX_FAILURES;
  await repo.updateUser(ctx.db, user.id, {
    payFailures: blocked ? 0 : failures,
    payBlockedUntil: blocked ? new Date(Date.now() + PAY_BLOCK_MS) : null,
  });
  throw new AppError(blocked ? "too_many_attempts" : "pay_password_error");
}
