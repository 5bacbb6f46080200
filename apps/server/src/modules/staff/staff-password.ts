import { staffChangePasswordBody } from "@mp/contracts";
import { afterCommit } from "../../platform/after-commit.js";
import { hashPassword, verifyPassword } from "../../platform/auth/index.js";
import { checkTry } from "../../platform/auth/try-limit.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { closeStaffSockets } from "../../platform/realtime/index.js";
import * as repo from "./staff.repo.js";
import { audit, requireStaffSession } from "./staff.service.js";
import { STAFF_LOGIN_BLOCK_MS, STAFF_LOGIN_MAX_FAILURES } from "./staff-login.js";

/**
 * `admin/auth/change_password` {password, newpassword}: any staff member changes their own
 * password with the current one. A wrong current password counts against the account as a wrong
 * login does (five in a row block its logins for 15 minutes), so a session left open is no way
 * round the login's limit. On success every session of theirs ends, this one too, as a user's
 * password change does; their sockets close on every process once it commits. Audited without
 * either password.
 */
export async function changeOwnStaffPassword(ctx: Ctx, input: unknown) {
  const { member } = await requireStaffSession(ctx);
  const b = parse(staffChangePasswordBody, input);
  const tried = await checkTry(
    [repo.staffTryCounter(ctx.db, member.id)],
    () => verifyPassword(member.passwordHash, b.password),
    { max: STAFF_LOGIN_MAX_FAILURES, blockMs: STAFF_LOGIN_BLOCK_MS },
  );
  if (tried === "blocked") throw new AppError("too_many_attempts");
  if (tried !== "ok") {
    await audit(ctx, member.id, "staff.change_password_failed", `staff:${member.id}`, {
      reason: tried === "blocking" ? "blocked" : "wrong_password",
    });
    throw new AppError("password_incorrect", { field: "password" });
  }
  const passwordHash = await hashPassword(b.newpassword);
  return inTransaction(ctx, async (tx) => {
    await repo.updateStaff(tx.db, member.id, { passwordHash });
    const ended = await repo.revokeAllStaffTokens(tx.db, member.id);
    afterCommit(tx.db, () => closeStaffSockets(member.id));
    await audit(tx, member.id, "staff.change_password", `staff:${member.id}`, {
      before: { password: "(set)" },
      after: { password: "(changed)", sessions_ended: ended },
    });
    return { sessions_ended: ended };
  });
}
