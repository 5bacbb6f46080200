import { PAY_PASSWORD_PATTERN } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import { checkPasswordTry } from "./password-tries.js";

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
  const tried = await checkPasswordTry(ctx.db, user.id, "pay", user.payPasswordHash, plain, {
    max: PAY_MAX_FAILURES,
    blockMs: PAY_BLOCK_MS,
  });
  if (tried === "wrong") throw new AppError("pay_password_error");
  if (tried !== "ok") throw new AppError("too_many_attempts");
}
