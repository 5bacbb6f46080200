import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

/**
 * Sums of the ledger for reports, read from `ledger_daily` (kept by `moveMoney` in the statement
 * that writes the postings, checked against them by `npm run ledger:check`).
 */
export interface LedgerSum {
  account: string;
  /** "2026-11-25" by day, "2026-11" by month */
  period: string;
  type: string;
  /** the reference with its numbers as `*`, e.g. `order:*:settle` */
  event: string;
  amount: bigint;
  entries: number;
}

/** The named accounts' money per period, entry type and event, over UTC days `from`..`to` (both included). */
export async function ledgerSums(
  db: Db,
  q: { accounts: string[]; from: string; to: string; by: "day" | "month" },
): Promise<LedgerSum[]> {
  if (q.accounts.length === 0) return [];
  const period = q.by === "day" ? sql`to_char(d.day, 'YYYY-MM-DD')` : sql`to_char(d.day, 'YYYY-MM')`;
  const rows = await queryRows<{
    account: string;
    period: string;
    type: string;
    event: string;
    amount: string;
    entries: number;
  }>(
    db,
    sql`select a.code as account, ${period} as period, d.type, d.event,
          sum(d.amount_minor)::text as amount, sum(d.entries)::int as entries
        from ledger_daily d join ledger_accounts a on a.id = d.account_id
        where a.code in (${sql.join(
          q.accounts.map((c) => sql`${c}`),
          sql`, `,
        )}) and d.day between ${q.from}::date and ${q.to}::date
        group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}

export interface EntryOnAccount {
  id: number;
  reference: string;
  type: string;
  /** what the entry moved on the account (signed cents) */
  amount: bigint;
  createdAt: Date;
}

/** The entries with these references, and what each moved on one account. */
export async function entriesOnAccount(db: Db, account: string, references: string[]): Promise<EntryOnAccount[]> {
  if (references.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    reference: string;
    type: string;
    amount: string;
    created_at: Date | string;
  }>(
    db,
    sql`select e.id, e.reference, e.type, sum(p.amount_minor)::text as amount, e.created_at
        from ledger_entries e join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.code = ${account}
        where e.reference in (${sql.join(
          references.map((r) => sql`${r}`),
          sql`, `,
        )})
        group by e.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    type: r.type,
    amount: BigInt(r.amount),
    createdAt: new Date(r.created_at),
  }));
}
