import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  entries: number;
  problems: string[];
}

/**
 * Recomputes every balance from the postings and checks the books (`npm run ledger:check`):
 * each entry sums to zero with at least two postings; all balances sum to zero; each cached
 * balance equals the sum of its postings; no held-for-someone account is below zero.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ id: number; total: string; n: number }>(
    db,
    sql`select e.id, coalesce(sum(p.amount_minor), 0)::text as total, count(p.id)::int as n
        from ledger_entries e left join ledger_postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount_minor), 0) <> 0 or count(p.id) < 2`,
  );
  for (const u of unbalanced) problems.push(`entry ${u.id} sums to ${u.total} over ${u.n} postings`);
  const drift = await queryRows<{ code: string; cached: string; actual: string }>(
    db,
    sql`select a.code, a.balance_minor::text as cached, coalesce(sum(p.amount_minor), 0)::text as actual
        from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        group by a.id having a.balance_minor <> coalesce(sum(p.amount_minor), 0)`,
  );
  for (const d of drift) problems.push(`account ${d.code} caches ${d.cached} but its postings sum to ${d.actual}`);
  const negative = await queryRows<{ code: string; b: string }>(
    db,
    sql`select code, balance_minor::text as b from ledger_accounts where kind not in ('platform', 'external') and balance_minor < 0`,
  );
  for (const n of negative) problems.push(`account ${n.code} is below zero (${n.b})`);
  const [totals] = await queryRows<{ total: string; accounts: number }>(
    db,
    sql`select coalesce(sum(balance_minor), 0)::text as total, count(*)::int as accounts from ledger_accounts`,
  );
  if (totals && totals.total !== "0") problems.push(`all balances sum to ${totals.total}, not 0`);
  const [entries] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries`);
  return { ok: problems.length === 0, accounts: totals?.accounts ?? 0, entries: entries?.n ?? 0, problems };
}
