import { isEmail, STAFF_ROLES, type StaffInfo, type StaffRole } from "@mp/contracts";
import { afterCommit } from "../../platform/after-commit.js";
import { hashPassword, sha256 } from "../../platform/auth/index.js";
import { type Ctx, memo } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { closeStaffSockets, extendStaffSockets } from "../../platform/realtime/index.js";
import type { StaffRow } from "./staff.repo.js";
import * as repo from "./staff.repo.js";

/** A staff session ends 12 hours after login, or after 30 minutes without a call (docs/rules.md). */
export const STAFF_TOKEN_TTL_MS = 12 * 3600 * 1000;
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** a call refreshes the session's last use only when it is older than this: not a write per call */
const TOUCH_AFTER_MS = 60 * 1000;

export const presentStaff = (s: StaffRow): StaffInfo => ({
  staff_id: s.id,
  email: s.email,
  name: s.name,
  role: s.role as StaffRole,
});

/** Ends this session; the sockets bound with it close (4001) on every process once it commits. */
export async function staffLogout(ctx: Ctx): Promise<void> {
  const { member, tokenHash } = await requireStaffSession(ctx);
  await repo.revokeStaffToken(ctx.db, tokenHash);
  afterCommit(ctx.db, () => closeStaffSockets(member.id, { session: tokenHash }));
}

/** The staff member behind the Token, allowed only if their role is listed (admin always is). */
export async function requireStaff(ctx: Ctx, roles: readonly StaffRole[] = STAFF_ROLES): Promise<StaffRow> {
  return (await requireStaffSession(ctx, roles)).member;
}

/**
 * The same, with the session's token hash and end: the earlier of its 12-hour end and its idle
 * end. A socket bound with it closes then, unless a later call moves the idle end on.
 */
export async function requireStaffSession(ctx: Ctx, roles: readonly StaffRole[] = STAFF_ROLES) {
  const session = await memo(ctx, "staff", async () => {
    if (!ctx.token) return null;
    const tokenHash = sha256(ctx.token);
    const now = Date.now();
    const t = await repo.findLiveStaffToken(ctx.db, tokenHash, new Date(now - STAFF_IDLE_MS));
    const s = t ? await repo.findStaffById(ctx.db, t.staffId) : null;
    if (!t || !s || s.status !== "normal") return null;
    const touched = now - t.lastUsedAt.getTime() > TOUCH_AFTER_MS;
    const lastUse = touched ? now : t.lastUsedAt.getTime();
    const live = { tokenHash, expiresAt: new Date(Math.min(t.expiresAt.getTime(), lastUse + STAFF_IDLE_MS)) };
    if (touched) {
      await repo.touchStaffToken(ctx.db, tokenHash);
      void extendStaffSockets(s.id, live);
    }
    return { member: s, ...live };
  });
  if (!session) throw new AppError("login_required");
  const { member } = session;
  if (member.role !== "admin" && !roles.includes(member.role as StaffRole)) throw new AppError("forbidden");
  return session;
}

export const staffMe = async (ctx: Ctx) => presentStaff(await requireStaff(ctx));

export async function audit(ctx: Ctx, staffId: number, action: string, target: string, detail: object) {
  await repo.insertAudit(ctx.db, { staffId, action, target, detail });
}

/** The command line and the demo seed create staff; there is no sign-up. */
export async function createStaff(db: Db, v: { email: string; name: string; role: StaffRole; password: string }) {
  if (!STAFF_ROLES.includes(v.role)) throw new Error(`role must be one of ${STAFF_ROLES.join(", ")}`);
  if (!isEmail(v.email)) throw new Error(`${v.email} is not a valid e-mail address`);
  if (v.password.length < 8) throw new Error("staff passwords need at least 8 characters");
  if (await repo.findStaffByEmail(db, v.email)) throw new Error(`staff ${v.email} already exists`);
  return repo.insertStaff(db, { ...v, email: v.email.toLowerCase(), passwordHash: await hashPassword(v.password) });
}

export const countStaff = (db: Db) => repo.countStaff(db);
