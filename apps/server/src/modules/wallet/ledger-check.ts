import type { LedgerCheck } from "@mp/contracts";
import { type Reader, renderStored, type Text } from "@mp/texts";
import { sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { type Db, queryRows } from "../../platform/db/index.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff, STAFF_NAMES_SQL } from "../staff/index.js";
import { checkLedger, type LedgerReport } from "./reconcile.js";

/**
 * The last ledger check's result, kept as the wallet's setting `wallet.ledger_check` (docs/money.md),
 * its problems as texts (records kept before texts were keys: English words).
 */
export type LedgerCheckRecord = Omit<LedgerCheck, "problems" | "by_name"> & { problems: (Text | string)[] };

/** The name of the staff member a check was run by ("staff:<id>"), "" for the command line or one not found. */
async function nameOf(db: Db, by: string): Promise<string> {
  const id = /^staff:(\d{1,9})$/.exec(by)?.[1];
  if (!id) return "";
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select s.name from ${sql.raw(STAFF_NAMES_SQL)} s where s.id = ${Number(id)}`,
  );
  return row?.name ?? "";
}

/** A check as its reader sees it: who ran it by name, each problem in the reader's language. */
export const presentLedgerCheck = async (db: Db, r: LedgerCheckRecord, reader: Reader): Promise<LedgerCheck> => ({
  ...r,
  by_name: await nameOf(db, r.by),
  problems: r.problems.map((p) => renderStored(p, typeof p === "string" ? p : "", reader)),
});

const KEY = "wallet.ledger_check";
const NEVER: LedgerCheckRecord = {
  checked_at: 0,
  ok: false,
  accounts: 0,
  entries: 0,
  problems: [],
  problem_count: 0,
  by: "",
};

/** Runs the ledger check and records its result as the last one. */
export async function runLedgerCheck(db: Db, by: string): Promise<LedgerCheckRecord> {
  const report: LedgerReport = await checkLedger(db);
  const record: LedgerCheckRecord = {
    checked_at: Math.floor(Date.now() / 1000),
    ok: report.ok,
    accounts: report.accounts,
    entries: report.entries,
    problems: report.problems.slice(0, 20),
    problem_count: report.problems.length,
    by,
  };
  await putSetting(db, KEY, record);
  return record;
}

/** The last recorded ledger check (checked_at 0 when none ran yet). */
export const lastLedgerCheck = (db: Db) => getSetting<LedgerCheckRecord>(db, KEY, NEVER);

/** `POST /api/admin/finance/ledger_check` (finance, admin): runs the check now, records it, audited. */
export async function ledgerCheckNow(ctx: Ctx): Promise<LedgerCheck> {
  const member = await requireStaff(ctx, ["finance"]);
  const done = await inTransaction(ctx, async (tx) => {
    const before = await lastLedgerCheck(tx.db);
    const after = await runLedgerCheck(tx.db, `staff:${member.id}`);
    const brief = (r: LedgerCheckRecord) => ({ checked_at: r.checked_at, ok: r.ok, problem_count: r.problem_count });
    await audit(tx, member.id, "ledger.check", "ledger:books", { before: brief(before), after: brief(after) });
    return after;
  });
  return presentLedgerCheck(ctx.db, done, { lang: ctx.lang });
}

/** Requests waiting for the finance desk, for the console's dashboard: one grouped query. */
export async function pendingFinance(db: Db): Promise<{ recharges: number; withdrawals: number }> {
  const [row] = await queryRows<{ recharges: number; withdrawals: number }>(
    db,
    sql`select (select count(*)::int from recharges where status = 'daishen') as recharges,
               (select count(*)::int from withdrawals where status = 'daishen') as withdrawals`,
  );
  return row ?? { recharges: 0, withdrawals: 0 };
}
