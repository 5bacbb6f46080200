import { and, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { inFlightSql, type TryCounter } from "../../platform/auth/try-limit.js";
import { countWhere, type Db, type PageAsk, pageOf, queryRows, startingWith } from "../../platform/db/index.js";
import { auditLog, staff, staffAddressTries, staffTokens } from "./staff.tables.js";

export type StaffRow = typeof staff.$inferSelect;

export const findStaffByEmail = async (db: Db, email: string) =>
  (await db.select().from(staff).where(eq(staff.email, email.toLowerCase())))[0] ?? null;

export const findStaffById = async (db: Db, id: number) =>
  (await db.select().from(staff).where(eq(staff.id, id)))[0] ?? null;

export async function insertStaff(db: Db, v: typeof staff.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(v).returning();
  return row as StaffRow;
}

export const updateStaff = (db: Db, id: number, v: Partial<typeof staff.$inferInsert>) =>
  db.update(staff).set(v).where(eq(staff.id, id));

export const countStaff = async (db: Db) => (await db.select({ id: staff.id }).from(staff)).length;

export const insertStaffToken = (db: Db, staffId: number, tokenHash: string, expiresAt: Date) =>
  db.insert(staffTokens).values({ staffId, tokenHash, expiresAt, lastUsedAt: new Date() });

/** A token neither revoked, nor past its end, nor unused since `idleSince`. */
export async function findLiveStaffToken(db: Db, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({ staffId: staffTokens.staffId, expiresAt: staffTokens.expiresAt, lastUsedAt: staffTokens.lastUsedAt })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.tokenHash, tokenHash),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, new Date()),
        gt(staffTokens.lastUsedAt, idleSince),
      ),
    );
  return row ?? null;
}

export const touchStaffToken = (db: Db, tokenHash: string) =>
  db.update(staffTokens).set({ lastUsedAt: new Date() }).where(eq(staffTokens.tokenHash, tokenHash));

export const revokeStaffToken = (db: Db, tokenHash: string) =>
  db.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.tokenHash, tokenHash));

export const insertAudit = (db: Db, v: typeof auditLog.$inferInsert) => db.insert(auditLog).values(v);

/** What the audit log may be narrowed to (docs/api.md): all optional, combined with "and". */
export interface AuditFilter {
  /** a staff id (digits) or e-mail */
  actor?: string;
  /** the action's prefix: "user." or "user.lock" */
  action?: string;
  /** the object exactly: "user:12" */
  target?: string;
  /** UTC days YYYY-MM-DD, both included */
  dateFrom?: string;
  dateTo?: string;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actor) {
    const id = /^\d{1,9}$/.test(f.actor) ? Number(f.actor) : null;
    parts.push(
      id !== null
        ? eq(auditLog.staffId, id)
        : sql`${auditLog.staffId} in (select id from staff where email = ${f.actor.toLowerCase()})`,
    );
  }
  if (f.action) parts.push(sql`${auditLog.action} like ${startingWith(f.action)}`);
  if (f.target) parts.push(eq(auditLog.target, f.target));
  if (f.dateFrom) parts.push(gte(auditLog.createdAt, new Date(`${f.dateFrom}T00:00:00Z`)));
  if (f.dateTo) parts.push(lt(auditLog.createdAt, new Date(Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

/** The audit log, newest first, with who did it, narrowed by the filter. */
export function listAudit<R>(
  db: Db,
  ask: PageAsk,
  filter: AuditFilter,
  present: (rows: AuditRow[]) => R[] | Promise<R[]>,
) {
  const where = auditWhere(filter);
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        staffId: auditLog.staffId,
        // a login naming an unknown account has no staff member
        staff: sql<string>`coalesce(${staff.name}, '')`,
        staffEmail: sql<string>`coalesce(${staff.email}, '')`,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  return pageOf(ask, { rows, total: () => countWhere(db, auditLog, where) }, present);
}

export interface AuditRow {
  id: number;
  action: string;
  target: string;
  detail: unknown;
  staffId: number | null;
  staff: string;
  staffEmail: string;
  createdAt: Date;
}

/**
 * Staff names for another module's statement (the support queue's assignee): the relation
 * `id, name`, joined as `${STAFF_NAMES_SQL} s`. PostgreSQL folds the subquery into the caller's plan.
 */
export const STAFF_NAMES_SQL = "(select id, name from staff)";

/** Active staff who may answer customer service (support and admin), by name. */
export const supportStaff = (db: Db) =>
  queryRows<{ id: number; name: string; role: string }>(
    db,
    sql`select id, name, role from staff where role in ('support', 'admin') and status = 'normal' order by name`,
  );

// login tries (platform/auth/try-limit.ts): each step one statement

const blockRunning = (until: AnyPgColumn) => sql`coalesce(${until} > now(), false)`;
const blockEnd = (ms: number) => sql`now() + ${ms}::int * interval '1 millisecond'`;
/** the tries in flight of `column` (named as "table"."column"), as try-limit.ts writes them */
const inFlightOf = (column: string) => {
  const held = inFlightSql(column);
  /** this try's place, held for leaseMs */
  const place = (token: string, leaseMs: number) =>
    sql`jsonb_build_object(${token}::text, ${sql.raw(held.nowMs)} + ${leaseMs}::int)`;
  return {
    count: sql.raw(held.count),
    place,
    /** the places whose lease has not lapsed, and this try's */
    adding: (token: string, leaseMs: number) => sql`${sql.raw(held.live)} || ${place(token, leaseMs)}`,
    without: (token: string) => sql`${sql.raw(column)} - ${token}::text`,
  };
};

/** A staff account's wrong passwords in a row. */
export function staffTryCounter(db: Db, id: number): TryCounter {
  const running = blockRunning(staff.loginBlockedUntil);
  const held = inFlightOf(`"staff"."login_in_flight"`);
  const write = (set: Record<string, unknown>, where: SQL = sql`true`) =>
    db
      .update(staff)
      .set(set)
      .where(and(eq(staff.id, id), where))
      .returning({ count: staff.failedLogins });
  return {
    async claim(token, max, leaseMs) {
      const [row] = await write(
        { loginInFlight: held.adding(token, leaseMs), loginBlockedUntil: null },
        sql`not ${running} and ${staff.failedLogins} + ${held.count} < ${max}`,
      );
      if (row) return "taken";
      const [state] = await db
        .select({ blocked: running, spent: sql<boolean>`${staff.failedLogins} >= ${max}` })
        .from(staff)
        .where(eq(staff.id, id));
      return !state || state.blocked ? "blocked" : state.spent ? "spent" : "full";
    },
    release: async (token) => void (await write({ loginInFlight: held.without(token) })),
    clear: async (token) =>
      void (await write({ failedLogins: 0, loginBlockedUntil: null, loginInFlight: held.without(token) })),
    fail: async (token) => {
      const [row] = await write({
        failedLogins: sql`case when ${running} then ${staff.failedLogins} else ${staff.failedLogins} + 1 end`,
        loginInFlight: held.without(token),
      });
      return row?.count ?? 0;
    },
    block: async (max, ms) =>
      (
        await write(
          { failedLogins: 0, loginBlockedUntil: blockEnd(ms) },
          sql`not ${running} and ${staff.failedLogins} >= ${max}`,
        )
      ).length > 0,
  };
}

/** One client address's wrong staff passwords in a row, whichever account they named. */
export function addressTryCounter(db: Db, address: string): TryCounter {
  const t = staffAddressTries;
  const running = blockRunning(t.blockedUntil);
  const held = inFlightOf(`"staff_address_tries"."in_flight"`);
  const write = (set: Record<string, unknown>, where: SQL = sql`true`) =>
    db
      .update(t)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(t.address, address), where))
      .returning({ count: t.failures });
  return {
    async claim(token, max, leaseMs) {
      const [row] = await db
        .insert(t)
        .values({ address, failures: 0, inFlight: held.place(token, leaseMs) })
        .onConflictDoUpdate({
          target: t.address,
          set: { inFlight: held.adding(token, leaseMs), blockedUntil: null, updatedAt: new Date() },
          setWhere: sql`not ${running} and ${t.failures} + ${held.count} < ${max}`,
        })
        .returning({ count: t.failures });
      if (row) return "taken";
      const [state] = await db
        .select({ blocked: running, spent: sql<boolean>`${t.failures} >= ${max}` })
        .from(t)
        .where(eq(t.address, address));
      return !state || state.blocked ? "blocked" : state.spent ? "spent" : "full";
    },
    release: async (token) => void (await write({ inFlight: held.without(token) })),
    // a right password ends the address's run (the row goes unless other tries from it are under
    // way); addresses quiet for a day are forgotten meanwhile
    clear: async (token) => {
      await write({ failures: 0, blockedUntil: null, inFlight: held.without(token) });
      await db
        .delete(t)
        .where(
          or(
            and(eq(t.address, address), sql`${held.count} = 0`),
            and(lt(t.updatedAt, sql`now() - interval '1 day'`), sql`not ${running}`),
          ),
        );
    },
    fail: async (token) => {
      const [row] = await write({
        failures: sql`case when ${running} then ${t.failures} else ${t.failures} + 1 end`,
        inFlight: held.without(token),
      });
      return row?.count ?? 0;
    },
    block: async (max, ms) =>
      (await write({ failures: 0, blockedUntil: blockEnd(ms) }, sql`not ${running} and ${t.failures} >= ${max}`))
        .length > 0,
  };
}

// staff accounts (staff-accounts.ts)

/** Staff members, newest first, with their last login (their newest session's start). */
export function staffPage<R>(db: Db, ask: PageAsk, present: (rows: StaffListRow[]) => R[]) {
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        status: staff.status,
        createdAt: staff.createdAt,
        // the outer row named in full: drizzle writes ${staff.id} as a bare "id" in a one-table
        // select, which here would be the token's own id (every row the same, someone else's time)
        lastLoginAt: sql<
          Date | string | null
        >`(select max(t.created_at) from staff_tokens t where t.staff_id = "staff"."id")`,
      })
      .from(staff)
      .orderBy(desc(staff.id))
      .limit(limit)
      .offset(offset);
  return pageOf(ask, { rows, total: () => countWhere(db, staff) }, present);
}

export interface StaffListRow {
  id: number;
  email: string;
  name: string;
  role: string;
  status: string;
  createdAt: Date;
  lastLoginAt: Date | string | null;
}

/**
 * Serialises every change that could leave no active admin (a role change, a disable) until the
 * transaction ends, so two admins demoting each other at once are decided one after the other.
 */
export const lockAdminSet = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);

/** Active admins other than this member. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "admin"), eq(staff.status, "normal"), sql`${staff.id} <> ${exceptId}`));
  return rows.length;
}

/** Ends every live session of a staff member; how many were live. */
export async function revokeAllStaffTokens(db: Db, staffId: number): Promise<number> {
  const rows = await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt), gt(staffTokens.expiresAt, new Date())))
    .returning({ id: staffTokens.id });
  return rows.length;
}
