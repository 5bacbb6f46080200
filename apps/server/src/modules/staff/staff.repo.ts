import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { countWhere, type Db, type PageAsk, pageOf, queryRows } from "../../platform/db/index.js";
import { auditLog, staff, staffTokens } from "./staff.tables.js";

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
  db.insert(staffTokens).values({ staffId, tokenHash, expiresAt });

export async function findLiveStaffToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ staffId: staffTokens.staffId })
    .from(staffTokens)
    .where(
      and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.revokedAt), gt(staffTokens.expiresAt, new Date())),
    );
  return row ?? null;
}

export const revokeStaffToken = (db: Db, tokenHash: string) =>
  db.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.tokenHash, tokenHash));

export const insertAudit = (db: Db, v: typeof auditLog.$inferInsert) => db.insert(auditLog).values(v);

/** The audit log, newest first, with who did it. */
export function listAudit<R>(db: Db, ask: PageAsk, present: (rows: AuditRow[]) => R[]) {
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        staff: staff.name,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.staffId))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  return pageOf(ask, { rows, total: () => countWhere(db, auditLog) }, present);
}

export interface AuditRow {
  id: number;
  action: string;
  target: string;
  detail: unknown;
  staff: string;
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
