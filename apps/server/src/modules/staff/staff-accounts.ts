import { staffAddBody, staffDisableBody, staffListQuery, staffResetPasswordBody, staffSaveBody } from "@mp/contracts";
import { afterCommit } from "../../platform/after-commit.js";
import { hashPassword } from "../../platform/auth/index.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, unixSeconds as secs } from "../../platform/http/index.js";
import { closeStaffSockets } from "../../platform/realtime/index.js";
import * as repo from "./staff.repo.js";
import { audit, requireStaff } from "./staff.service.js";

/**
 * Staff accounts (docs/roles.md#staff-accounts): admin only. The last active admin can be neither
 * disabled nor given another role ("last_admin"); the check runs under one advisory lock, so
 * concurrent demotions are decided in turn. A disabled member's sessions, and a member's sessions
 * after a password reset, end at once (their sockets close on every process once it commits).
 * Every change is audited with before and after, never a password.
 */
const ADMIN = ["admin"] as const;

const view = (s: { name: string; role: string; status: string }) => ({ name: s.name, role: s.role, status: s.status });

export async function listStaff(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, ADMIN);
  const q = parse(staffListQuery, input);
  return repo.staffPage(ctx.db, q, (rows) =>
    rows.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role,
      status: s.status,
      createtime: secs(s.createdAt),
      last_login: s.lastLoginAt ? secs(new Date(s.lastLoginAt)) : null,
    })),
  );
}

export async function addStaff(ctx: Ctx, input: unknown) {
  const me = await requireStaff(ctx, ADMIN);
  const b = parse(staffAddBody, input);
  return inTransaction(ctx, async (tx) => {
    if (await repo.findStaffByEmail(tx.db, b.email)) throw new AppError("staff_email_exists", { field: "email" });
    const passwordHash = await hashPassword(b.password);
    const row = await repo.insertStaff(tx.db, { email: b.email, name: b.name, role: b.role, passwordHash });
    await audit(tx, me.id, "staff.add", `staff:${row.id}`, { before: null, after: { email: row.email, ...view(row) } });
    return { id: row.id };
  });
}

async function target(db: Ctx["db"], id: number) {
  const s = await repo.findStaffById(db, id);
  if (!s) throw new AppError("staff_not_found", { field: "staff_id" });
  return s;
}

/** Refuses a change that would leave no active admin (call under lockAdminSet). */
async function keepAnAdmin(db: Ctx["db"], s: repo.StaffRow, next: { role: string; status: string }) {
  const wasActiveAdmin = s.role === "admin" && s.status === "normal";
  const staysActiveAdmin = next.role === "admin" && next.status === "normal";
  if (wasActiveAdmin && !staysActiveAdmin && (await repo.otherActiveAdmins(db, s.id)) === 0)
    throw new AppError("last_admin", { field: "staff_id" });
}

export async function saveStaff(ctx: Ctx, input: unknown) {
  const me = await requireStaff(ctx, ADMIN);
  const b = parse(staffSaveBody, input);
  return inTransaction(ctx, async (tx) => {
    await repo.lockAdminSet(tx.db);
    const s = await target(tx.db, b.staff_id);
    await keepAnAdmin(tx.db, s, { role: b.role, status: s.status });
    await repo.updateStaff(tx.db, s.id, { name: b.name, role: b.role });
    await audit(tx, me.id, "staff.save", `staff:${s.id}`, {
      before: view(s),
      after: view({ ...s, name: b.name, role: b.role }),
    });
    return { id: s.id };
  });
}

export async function disableStaff(ctx: Ctx, input: unknown) {
  const me = await requireStaff(ctx, ADMIN);
  const b = parse(staffDisableBody, input);
  const status = b.disabled ? "locked" : "normal";
  return inTransaction(ctx, async (tx) => {
    await repo.lockAdminSet(tx.db);
    const s = await target(tx.db, b.staff_id);
    await keepAnAdmin(tx.db, s, { role: s.role, status });
    await repo.updateStaff(tx.db, s.id, { status });
    const ended = b.disabled ? await repo.revokeAllStaffTokens(tx.db, s.id) : 0;
    if (b.disabled) afterCommit(tx.db, () => closeStaffSockets(s.id));
    await audit(tx, me.id, b.disabled ? "staff.disable" : "staff.enable", `staff:${s.id}`, {
      before: view(s),
      after: { ...view({ ...s, status }), sessions_ended: ended },
    });
    return { id: s.id, status };
  });
}

export async function resetStaffPassword(ctx: Ctx, input: unknown) {
  const me = await requireStaff(ctx, ADMIN);
  const b = parse(staffResetPasswordBody, input);
  const passwordHash = await hashPassword(b.password);
  return inTransaction(ctx, async (tx) => {
    const s = await target(tx.db, b.staff_id);
    await repo.updateStaff(tx.db, s.id, { passwordHash, failedLogins: 0, loginBlockedUntil: null });
    const ended = await repo.revokeAllStaffTokens(tx.db, s.id);
    afterCommit(tx.db, () => closeStaffSockets(s.id));
    await audit(tx, me.id, "staff.reset_password", `staff:${s.id}`, {
      before: { password: "(set)" },
      after: { password: "(changed)", sessions_ended: ended },
    });
    return { id: s.id, sessions_ended: ended };
  });
}
