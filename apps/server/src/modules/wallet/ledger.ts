/** Wallet entry types (docs/states.md): the contract's. */
import type { EntryType } from "@mp/contracts";
import type { Text } from "@mp/texts";
import { type SQL, sql } from "drizzle-orm";
import { replayedAt } from "../../platform/clock.js";
import type { Db } from "../../platform/db/index.js";
import { type PreparedStatement, queryPrepared, queryRows, sqlText } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { type AccountKind, mayGoNegative, parseAccountCode } from "./account-codes.js";

export { ENTRY_TYPES, type EntryType } from "@mp/contracts";

export interface Posting {
  account: string;
  /** signed cents: positive credits, negative debits */
  amount: bigint;
}

export interface Move {
  type: EntryType;
  /** the business event; one event moves money at most once */
  reference: string;
  actor: string;
  /** what the entry is, as a text key with parameters (`ledger.<name>`), rendered for each reader */
  memo?: Text;
  /** words a member of staff wrote with it (a bank reference, a reason): kept apart, shown as a quotation */
  note?: string;
  postings: Posting[];
}

export type MoveResult = { entryId: number; duplicate: false } | { entryId: null; duplicate: true };

/** SQL that is true when the wallet owner (given as SQL) is frozen; the accounts module supplies it. */
export type FrozenSql = (ownerId: SQL) => SQL;

/**
 * The one function that moves money. Must run inside a transaction (`db` is the transaction).
 * Postings must sum to zero (checked here, and again by the database at commit). Accounts are
 * created on first use and locked in id order, so concurrent moves serialise without
 * deadlocks; a debit that would take a wallet, hold, settlement or bond below zero is refused
 * with "insufficient_balance" before anything is written (a CHECK constraint backs this up).
 * A reference that already moved money moves nothing and reports `duplicate`.
 */
export async function move(db: Db, m: Move, frozen: FrozenSql): Promise<MoveResult> {
  assertBalanced(m);
  const codes = [...new Set(m.postings.map((p) => p.account))].sort();
  let accounts = await lockAccounts(db, codes, frozen, m.reference);
  if (accounts.length < codes.length) {
    // first use of an account: create it, then lock the full set in id order
    const missing = codes
      .filter((c) => !accounts.some((a) => a.code === c))
      .map((code) => {
        const { kind, ownerId } = parseAccountCode(code);
        return sql`(${code}, ${kind}, ${ownerId}::int)`;
      });
    await db.execute(
      sql`insert into ledger_accounts (code, kind, owner_id) values ${sql.join(missing, sql`, `)} on conflict (code) do nothing`,
    );
    accounts = await lockAccounts(db, codes, frozen, m.reference);
  }
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  // a reference that already moved money moves nothing (the insert below is the race-proof check)
  if (accounts[0]?.duplicate) return { entryId: null, duplicate: true };

  const net = new Map<string, bigint>();
  for (const p of m.postings) net.set(p.account, (net.get(p.account) ?? 0n) + p.amount);
  if ([...net].some(([code, amount]) => amount < 0n && byCode.get(code)?.frozen)) throw new AppError("money_locked");
  for (const [code, amount] of net) {
    const acc = byCode.get(code) as LockedAccount;
    if (!mayGoNegative(acc.kind) && BigInt(acc.balance_minor) + amount < 0n) throw new AppError("insufficient_balance");
  }
  // one statement writes the entry, its postings and the cached balances (nothing when the
  // reference is taken); the rows were locked in id order above, so the update cannot deadlock
  const changes = [...net].filter(([, amount]) => amount !== 0n);
  const idOf = (code: string) => (byCode.get(code) as LockedAccount).id;
  const [entry] = await queryPrepared<{ id: number }>(db, WRITE_ENTRY, [
    m.type,
    m.reference,
    m.actor,
    m.memo ? JSON.stringify(m.memo) : null,
    changes.map(([code]) => idOf(code)),
    changes.map(([, amount]) => amount.toString()),
    m.postings.map((p) => idOf(p.account)),
    m.postings.map((p) => p.amount.toString()),
    eventOf(m.reference),
    m.note ?? "",
    replayedAt(),
  ]);
  if (!entry) return { entryId: null, duplicate: true };
  return { entryId: entry.id, duplicate: false };
}

/** The kind of business event a reference names: its numbers replaced by `*` (`order:12:pay` -> `order:*:pay`). */
export const eventOf = (reference: string) => reference.replace(/[0-9]+/g, "*");

interface LockedAccount {
  id: number;
  code: string;
  kind: AccountKind;
  owner_id: number | null;
  balance_minor: string;
  /** a wallet whose owner is frozen: debits refused */
  frozen: boolean;
  /** the move's reference has already moved money (the same on every row) */
  duplicate: boolean;
}

/**
 * The entry, the cached balances, the postings and the daily sums in one prepared statement (a
 * fixed text for any number of postings: one array per column). $1 type, $2 reference, $3 actor,
 * $4 memo (a text as JSON), $5/$6 the accounts whose balance changes and by how much (net, non-zero), $7/$8 the
 * postings' accounts and amounts, $9 the event (`eventOf`), $10 the staff's note, $11 the replayed time or null
 * for the database's clock (platform/clock.ts). Writes nothing when the reference is
 * taken (no row answered).
 */
const WRITE_ENTRY: PreparedStatement = {
  name: "wallet_write_entry_v3",
  text: `with e as (
      insert into ledger_entries (type, reference, actor, memo_text, note, created_at)
      values ($1::text, $2::text, $3::text, $4::jsonb, $10::text, coalesce($11::timestamptz, now()))
      on conflict (reference) do nothing returning id
    ),
    b as (
      update ledger_accounts a set balance_minor = a.balance_minor + v.amount
      from unnest($5::int[], $6::bigint[]) as v(id, amount)
      where a.id = v.id and exists (select 1 from e) returning a.id
    ),
    p as (
      insert into ledger_postings (entry_id, account_id, amount_minor)
      select e.id, v.account_id, v.amount from e, unnest($7::int[], $8::bigint[]) as v(account_id, amount)
    ),
    d as (
      insert into ledger_daily (account_id, day, type, event, amount_minor, entries)
      select v.id, (coalesce($11::timestamptz, now()) at time zone 'UTC')::date, $1::text, $9::text, v.amount, 1
      from e, unnest($5::int[], $6::bigint[]) as v(id, amount)
      on conflict (account_id, day, type, event) do update
        set amount_minor = ledger_daily.amount_minor + excluded.amount_minor, entries = ledger_daily.entries + 1
    )
    select id from e`,
};

/** The lock statement of each frozen-wallet test (a fixed text per test: see `lockAccounts`). */
const lockStatements = new WeakMap<FrozenSql, PreparedStatement>();
let lockStatementCount = 0;

/**
 * Locks the named accounts that exist, in id order (every mover locks in the same order: no
 * deadlocks). Prepared: $1 the codes, $2 the move's reference; the frozen test the accounts
 * module hands in is rendered into the text once.
 */
function lockAccounts(db: Db, codes: string[], frozen: FrozenSql, reference: string) {
  let statement = lockStatements.get(frozen);
  if (!statement) {
    lockStatementCount += 1;
    statement = {
      name: `wallet_lock_accounts_v1_${lockStatementCount}`,
      text: `select a.id, a.code, a.kind, a.owner_id, a.balance_minor,
          (a.kind = 'wallet' and ${sqlText(frozen(sql`a.owner_id`))}) as frozen,
          exists (select 1 from ledger_entries where reference = $2::text) as duplicate
        from ledger_accounts a
        where a.code = any($1::text[]) order by a.id for update of a`,
    };
    lockStatements.set(frozen, statement);
  }
  return queryPrepared<LockedAccount>(db, statement, [codes, reference]);
}

function assertBalanced(m: Move): void {
  if (m.postings.length < 2) throw new Error("a ledger entry needs at least two postings");
  let sum = 0n;
  for (const p of m.postings) {
    if (typeof p.amount !== "bigint" || p.amount === 0n) throw new Error("postings are non-zero bigint cents");
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`unbalanced ledger entry ${m.reference}: postings sum to ${sum}`);
  if (!m.reference || m.reference.length > 200) throw new Error("a ledger entry needs a reference");
}

/** A balance as the ledger caches it (0 for an account never used). */
export async function balanceOf(db: Db, code: string): Promise<bigint> {
  const [row] = await queryRows<{ b: string }>(
    db,
    sql`select balance_minor as b from ledger_accounts where code = ${code}`,
  );
  return row ? BigInt(row.b) : 0n;
}

/** Every shop whose bond (`bond:<shop>`) holds at least `minMinor`, with that bond (the promotion's quotas). */
export async function bondsAtLeast(db: Db, minMinor: bigint): Promise<{ shopId: number; bond: bigint }[]> {
  const rows = await queryRows<{ owner_id: number; b: string }>(
    db,
    sql`select owner_id, balance_minor as b from ledger_accounts where kind = 'bond' and balance_minor >= ${minMinor.toString()}::bigint`,
  );
  return rows.map((r) => ({ shopId: r.owner_id, bond: BigInt(r.b) }));
}
