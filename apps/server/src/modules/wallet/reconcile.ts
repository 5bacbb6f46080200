import { money, type Text, text } from "@mp/texts";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  entries: number;
  /** each problem as a text (`ledger_check.*`), rendered for whoever reads it */
  problems: Text[];
}

/**
 * Recomputes every balance from the postings and checks the books (`npm run ledger:check`):
 * each entry sums to zero with at least two postings; all balances sum to zero; each cached
 * balance and each daily sum (`ledger_daily`) equals the sum of its postings; no held-for-someone account is below zero.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: Text[] = [];
  const unbalanced = await queryRows<{ id: number; total: string; n: number }>(
    db,
    sql`select e.id, coalesce(sum(p.amount_minor), 0)::text as total, count(p.id)::int as n
        from ledger_entries e left join ledger_postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount_minor), 0) <> 0 or count(p.id) < 2`,
  );
  for (const u of unbalanced)
    problems.push(text("ledger_check.unbalanced_entry", { id: u.id, total: money(u.total), postings: u.n }));
  const drift = await queryRows<{ code: string; cached: string; actual: string }>(
    db,
    sql`select a.code, a.balance_minor::text as cached, coalesce(sum(p.amount_minor), 0)::text as actual
        from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        group by a.id having a.balance_minor <> coalesce(sum(p.amount_minor), 0)`,
  );
  for (const d of drift)
    problems.push(
      text("ledger_check.cache_drift", { account: d.code, cached: money(d.cached), actual: money(d.actual) }),
    );
  // the daily sums reports read equal the postings they sum
  const daily = await queryRows<{ code: string; day: string; type: string; event: string; d: string; p: string }>(
    db,
    sql`with p as (
          select p.account_id, (e.created_at at time zone 'UTC')::date as day, e.type,
            regexp_replace(e.reference, '[0-9]+', '*', 'g') as event, sum(p.amount_minor) as amount
          from ledger_postings p join ledger_entries e on e.id = p.entry_id group by 1, 2, 3, 4
        )
        select a.code, coalesce(d.day, p.day)::text as day, coalesce(d.type, p.type) as type,
          coalesce(d.event, p.event) as event, coalesce(d.amount_minor, 0)::text as d, coalesce(p.amount, 0)::text as p
        from ledger_daily d full join p on p.account_id = d.account_id and p.day = d.day and p.type = d.type and p.event = d.event
        join ledger_accounts a on a.id = coalesce(d.account_id, p.account_id)
        where coalesce(d.amount_minor, 0) <> coalesce(p.amount, 0)`,
  );
  for (const d of daily)
    problems.push(
      text("ledger_check.daily_drift", {
        account: d.code,
        daily: money(d.d),
        day: d.day,
        type: d.type,
        event: d.event,
        actual: money(d.p),
      }),
    );
  const negative = await queryRows<{ code: string; b: string }>(
    db,
    sql`select code, balance_minor::text as b from ledger_accounts where kind not in ('platform', 'external') and balance_minor < 0`,
  );
  for (const n of negative) problems.push(text("ledger_check.negative", { account: n.code, balance: money(n.b) }));
  const [totals] = await queryRows<{ total: string; accounts: number }>(
    db,
    sql`select coalesce(sum(balance_minor), 0)::text as total, count(*)::int as accounts from ledger_accounts`,
  );
  if (totals && totals.total !== "0") problems.push(text("ledger_check.total", { total: money(totals.total) }));
  const [entries] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries`);
  return { ok: problems.length === 0, accounts: totals?.accounts ?? 0, entries: entries?.n ?? 0, problems };
}
