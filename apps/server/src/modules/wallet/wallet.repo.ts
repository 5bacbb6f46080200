import { and, count, desc, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db, type PageAsk, pageOf, sqlPage } from "../../platform/db/index.js";
import { recharges, withdrawals } from "./wallet.tables.js";

/**
 * The only file outside the ledger core (ledger.ts, reconcile.ts) that reads or writes the wallet's
 * tables: recharge and withdrawal requests, and the postings list of a wallet.
 */
export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type RequestStatus = "daishen" | "tongguo" | "jujue";

export interface Decision {
  approve: boolean;
  staffId: number;
  note: string;
}

const decided = (d: Decision) => ({
  status: d.approve ? "tongguo" : "jujue",
  reviewedBy: d.staffId,
  reviewNote: d.note,
  reviewedAt: now(),
});

export async function insertRecharge(db: Db, v: typeof recharges.$inferInsert): Promise<RechargeRow> {
  const [row] = await db.insert(recharges).values(v).returning();
  return row as RechargeRow;
}

/** A page of recharges, newest first: one user's, or all in a status (the finance queue). */
export function rechargePage<R>(
  db: Db,
  ask: PageAsk,
  by: { userId?: number; status?: RequestStatus },
  present: (rows: RechargeRow[]) => Promise<R[]>,
) {
  const where = and(
    by.userId === undefined ? undefined : eq(recharges.userId, by.userId),
    by.status ? eq(recharges.status, by.status) : undefined,
  );
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(recharges).where(where).orderBy(desc(recharges.id)).limit(limit).offset(offset),
      total: () => countWhere(db, recharges, where),
    },
    present,
  );
}

/** Decides a pending recharge once; null when it was already decided (racing reviews). */
export async function decideRecharge(db: Db, id: number, d: Decision): Promise<RechargeRow | null> {
  const [row] = await db
    .update(recharges)
    .set(decided(d))
    .where(and(eq(recharges.id, id), eq(recharges.status, "daishen")))
    .returning();
  return row ?? null;
}

/** Queues the user's withdrawal requests behind each other until commit (the monthly count holds). */
export async function lockUserWithdrawals(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdraw:${userId}`}))`);
}

/** The user's withdrawals since a moment, rejected ones not counted. */
export async function withdrawalsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since), ne(withdrawals.status, "jujue")));
  return Number(row?.n ?? 0);
}

export async function insertWithdrawal(db: Db, v: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(v).returning();
  return row as WithdrawalRow;
}

/** A page of withdrawals, newest first: one user's, or all in a status (the finance queue). */
export function withdrawalPage<R>(
  db: Db,
  ask: PageAsk,
  by: { userId?: number; status?: RequestStatus },
  present: (rows: WithdrawalRow[]) => R[] | Promise<R[]>,
) {
  const where: SQL | undefined = and(
    by.userId === undefined ? undefined : eq(withdrawals.userId, by.userId),
    by.status ? eq(withdrawals.status, by.status) : undefined,
  );
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
      total: () => countWhere(db, withdrawals, where),
    },
    present,
  );
}

/** Decides a pending withdrawal once; null when it was already decided (racing reviews). */
export async function decideWithdrawal(db: Db, id: number, d: Decision): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set(decided(d))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "daishen")))
    .returning();
  return row ?? null;
}

export interface PostingRow {
  id: number;
  type: string;
  amount: string;
  memo: string;
  memo_text: unknown;
  note: string;
  reference: string;
  created_at: Date;
}

/** A page of one ledger account's postings (a wallet's records), newest first, optionally of one entry type. */
export function postingsPage<R>(
  db: Db,
  ask: PageAsk,
  by: { account: string; type?: string },
  present: (rows: PostingRow[]) => R[],
) {
  return sqlPage<PostingRow, R>(
    db,
    ask,
    {
      columns: sql`p.id, e.type, p.amount_minor::text as amount, e.memo, e.memo_text, e.note, e.reference, e.created_at`,
      from: sql`from ledger_postings p join ledger_entries e on e.id = p.entry_id
        join ledger_accounts a on a.id = p.account_id where a.code = ${by.account}
        ${by.type ? sql`and e.type = ${by.type}` : sql``}`,
      orderBy: sql`p.id desc`,
    },
    present,
  );
}
