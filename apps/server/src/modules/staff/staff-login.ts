import { type StaffInfo, staffLoginBody } from "@mp/contracts";
import { newToken, sha256, verifyPassword } from "../../platform/auth/index.js";
import { checkTry, type TryCounter } from "../../platform/auth/try-limit.js";
import type { Ctx } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import * as repo from "./staff.repo.js";
import { presentStaff, STAFF_TOKEN_TTL_MS } from "./staff.service.js";

/** The users' numbers (docs/rules.md, accounts): five wrong in a row block for 15 minutes. */
export const STAFF_LOGIN_MAX_FAILURES = 5;
export const STAFF_LOGIN_BLOCK_MS = 15 * 60 * 1000;
const LIMITS = { max: STAFF_LOGIN_MAX_FAILURES, blockMs: STAFF_LOGIN_BLOCK_MS };

/** Logs a try against a counter's block, so the audit row can say which block it started. */
function noting(started: string[], name: string, counter: TryCounter): TryCounter {
  return {
    ...counter,
    async block(max, blockMs) {
      const did = await counter.block(max, blockMs);
      if (did) started.push(name);
      return did;
    },
  };
}

/**
 * `admin/auth/login`: staff get the users' try limits twice over, per account and per client
 * address (every account named from it, known or not), each counted in the database before the
 * hash is checked (platform/auth/try-limit.ts), so parallel guesses on any number of processes
 * get five checks and no more. Every try is audited: `staff.login`, `staff.login_failed` (with
 * the reason) and `staff.lockout` (the try that started a block, and which).
 */
export async function staffLogin(ctx: Ctx, input: unknown): Promise<StaffInfo> {
  const body = parse(staffLoginBody, input);
  const address = ctx.ip.slice(0, 100);
  const member = await repo.findStaffByEmail(ctx.db, body.account);
  const target = member ? `staff:${member.id}` : `staff_account:${body.account.toLowerCase().slice(0, 254)}`;
  const record = (action: string, detail: object) =>
    repo.insertAudit(ctx.db, { staffId: member?.id ?? null, action, target, detail: { address, ...detail } });

  const started: string[] = [];
  const counters = [noting(started, "address", repo.addressTryCounter(ctx.db, address))];
  if (member) counters.push(noting(started, "account", repo.staffTryCounter(ctx.db, member.id)));
  const matches = async () => {
    const right = await verifyPassword(member?.passwordHash ?? null, body.password); // same work either way
    return right && member !== null;
  };
  const tried = await checkTry(counters, matches, LIMITS);

  if (tried === "blocked") {
    await record("staff.login_failed", { reason: "blocked" });
    throw new AppError("too_many_attempts");
  }
  if (tried === "blocking") {
    await record("staff.lockout", { blocked: started, minutes: STAFF_LOGIN_BLOCK_MS / 60_000 });
    throw new AppError("account_incorrect");
  }
  if (tried === "wrong" || !member) {
    await record("staff.login_failed", { reason: member ? "wrong_password" : "unknown_account" });
    throw new AppError("account_incorrect");
  }
  if (member.status !== "normal") {
    await record("staff.login_failed", { reason: "account_locked" });
    throw new AppError("account_locked");
  }
  const token = newToken();
  await repo.insertStaffToken(ctx.db, member.id, sha256(token), new Date(Date.now() + STAFF_TOKEN_TTL_MS));
  await record("staff.login", {});
  return { ...presentStaff(member), token };
}
