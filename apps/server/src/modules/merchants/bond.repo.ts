import { BOND_REFUND_STATE } from "@mp/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db, type PageAsk, pageOf } from "../../platform/db/index.js";
import { bondRefunds, bondSignatures } from "./bond.tables.js";

/** The only file that touches the bond tables (signatures and refund requests). */

export type SignatureRow = typeof bondSignatures.$inferSelect;
export type BondRefundRow = typeof bondRefunds.$inferSelect;

export async function insertSignature(db: Db, v: typeof bondSignatures.$inferInsert): Promise<SignatureRow> {
  const [row] = await db.insert(bondSignatures).values(v).returning();
  return row as SignatureRow;
}

export async function lastSignature(db: Db, shopId: number): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(bondSignatures)
    .where(eq(bondSignatures.shopId, shopId))
    .orderBy(desc(bondSignatures.id))
    .limit(1);
  return row ?? null;
}

/** A new request; null when the shop already has one waiting (the partial unique index decides races). */
export async function insertRefund(db: Db, v: { shopId: number; userId: number; amountMinor: bigint }) {
  const [row] = await db.insert(bondRefunds).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function latestRefund(db: Db, shopId: number): Promise<BondRefundRow | null> {
  const [row] = await db
    .select()
    .from(bondRefunds)
    .where(eq(bondRefunds.shopId, shopId))
    .orderBy(desc(bondRefunds.id))
    .limit(1);
  return row ?? null;
}

export async function findRefund(db: Db, id: number): Promise<BondRefundRow | null> {
  const [row] = await db.select().from(bondRefunds).where(eq(bondRefunds.id, id));
  return row ?? null;
}

/** Decides a waiting request once (0 -> 1 or 2, guarded in the UPDATE): racing reviews find nothing. */
export async function decideRefund(db: Db, id: number, d: { agree: boolean; staffId: number; reason: string | null }) {
  const [row] = await db
    .update(bondRefunds)
    .set({
      state: d.agree ? BOND_REFUND_STATE.agreed : BOND_REFUND_STATE.disagreed,
      staffId: d.staffId,
      reason: d.reason,
      reviewedAt: now(),
    })
    .where(and(eq(bondRefunds.id, id), eq(bondRefunds.state, BOND_REFUND_STATE.pending)))
    .returning();
  return row ?? null;
}

export function refundPage<R>(
  db: Db,
  ask: PageAsk,
  state: number | undefined,
  present: (rows: BondRefundRow[]) => Promise<R[]>,
) {
  const where: SQL | undefined = state === undefined ? undefined : eq(bondRefunds.state, state);
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(bondRefunds).where(where).orderBy(desc(bondRefunds.id)).limit(limit).offset(offset),
      total: () => countWhere(db, bondRefunds, where),
    },
    present,
  );
}
