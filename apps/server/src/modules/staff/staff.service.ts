import { STAFF_ROLES, type StaffInfo, type StaffRole, staffLoginBody } from "@mp/contracts";
import { hashPassword, newToken, sha256, verifyPassword } from "../../platform/auth/index.js";
import { type Ctx, memo } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import type { StaffRow } from "./staff.repo.js";
import * as repo from "./staff.repo.js";

const STAFF_TOKEN_TTL_MS = 12 * 3600 * 1000;
const MAX_FAILURES = 5;
const BLOCK_MS = 15 * 60 * 1000;

const present = (s: StaffRow): StaffInfo => ({
  staff_id: s.id,
  email: s.email,
  name: s.name,
  role: s.role as StaffRole,
});

export async function staffLogin(ctx: Ctx, input: unknown): Promise<StaffInfo> {
  const body = parse(staffLoginBody, input);
  const member = await repo.findStaffByEmail(ctx.db, body.account);
  if (!member) {
    await verifyPassword(null, body.password);
    throw new AppError("account_incorrect");
  }
  if (member.loginBlockedUntil && member.loginBlockedUntil > new Date()) throw new AppError("too_many_attempts");
  if (!(await verifyPassword(member.passwordHash, body.password))) {
    const n = member.failedLogins + 1;
    await repo.updateStaff(ctx.db, member.id, {
      failedLogins: n >= MAX_FAILURES ? 0 : n,
      loginBlockedUntil: n >= MAX_FAILURES ? new Date(Date.now() + BLOCK_MS) : null,
    });
    throw new AppError("account_incorrect");
  }
  if (member.status !== "normal") throw new AppError("account_locked");
  const token = newToken();
  await repo.updateStaff(ctx.db, member.id, { failedLogins: 0, loginBlockedUntil: null });
  await repo.insertStaffToken(ctx.db, member.id, sha256(token), new Date(Date.now() + STAFF_TOKEN_TTL_MS));
  return { ...present(member), token };
}

export async function staffLogout(ctx: Ctx): Promise<void> {
  await requireStaff(ctx);
  if (ctx.token) await repo.revokeStaffToken(ctx.db, sha256(ctx.token));
}

/** The staff member behind the Token, allowed only if their role is listed (admin always is). */
export async function requireStaff(ctx: Ctx, roles: readonly StaffRole[] = STAFF_ROLES): Promise<StaffRow> {
  const member = await memo(ctx, "staff", async () => {
    if (!ctx.token) return null;
    const t = await repo.findLiveStaffToken(ctx.db, sha256(ctx.token));
    const s = t ? await repo.findStaffById(ctx.db, t.staffId) : null;
    return s && s.status === "normal" ? s : null;
  });
  if (!member) throw new AppError("login_required");
  if (member.role !== "admin" && !roles.includes(member.role as StaffRole)) throw new AppError("forbidden");
  return member;
}

export const staffMe = async (ctx: Ctx) => present(await requireStaff(ctx));

export async function audit(ctx: Ctx, staffId: number, action: string, target: string, detail: object) {
  await repo.insertAudit(ctx.db, { staffId, action, target, detail });
}

/** The command line and the demo seed create staff; there is no sign-up. */
export async function createStaff(db: Db, v: { email: string; name: string; role: StaffRole; password: string }) {
  if (!STAFF_ROLES.includes(v.role)) throw new Error(`role must be one of ${STAFF_ROLES.join(", ")}`);
  if (v.password.length < 8) throw new Error("staff passwords need at least 8 characters");
  if (await repo.findStaffByEmail(db, v.email)) throw new Error(`staff ${v.email} already exists`);
  return repo.insertStaff(db, { ...v, email: v.email.toLowerCase(), passwordHash: await hashPassword(v.password) });
}

export const countStaff = (db: Db) => repo.countStaff(db);
