import { PAY_PASSWORD_PATTERN } from "@mp/contracts";
import { hashPin, pinKeyOf, pinNeedsRehash, verifyPin } from "../../platform/auth/index.js";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import * as repo from "./accounts.repo.js";
import { checkPasswordTry } from "./password-tries.js";

export const PAY_MAX_FAILURES = 5;
export const PAY_BLOCK_MS = 15 * 60 * 1000;

/**
 * Checks the six-digit payment (fund) password before a debit the user starts. Call it before
 * the money transaction: a wrong password is counted and committed even though the call fails;
 * five in a row block payments for 15 minutes (read fresh from the database, not from the
 * session's cached row). There is deliberately no call that only answers whether a payment
 * password is right. A hash from before keying is made again with the key once it matches.
 */
export async function checkPayPassword(ctx: Ctx, user: UserRow, plain: unknown): Promise<void> {
  const hash = user.payPasswordHash;
  if (!hash) throw new AppError("pay_password_not_set");
  if (typeof plain !== "string" || !PAY_PASSWORD_PATTERN.test(plain)) throw new AppError("pay_password_format");
  const key = await pinKeyOf(ctx.config);
  const tried = await checkPasswordTry(ctx.db, user.id, "pay", () => verifyPin(hash, plain, key), {
    max: PAY_MAX_FAILURES,
    blockMs: PAY_BLOCK_MS,
  });
  if (tried === "wrong") throw new AppError("pay_password_error");
  if (tried !== "ok") throw new AppError("too_many_attempts");
  if (pinNeedsRehash(hash)) await repo.updateUser(ctx.db, user.id, { payPasswordHash: await hashPin(plain, key) });
}
