import type { LegacyText, Text } from "@mp/texts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * The double-entry ledger (docs/money.md). An account per purpose and owner
 * (`wallet:12`, `withdraw_hold:12`, `settlement:3`, `bond:3`, `platform:fees`, `external:recharge`);
 * entries are append-only, each with postings that sum to zero (checked in code and by a
 * deferred constraint trigger); `balance_minor` caches the sum of an account's postings and is
 * updated in the same transaction.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    /** e.g. "wallet:12" */
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    ownerId: integer("owner_id"),
    balanceMinor: bigint("balance_minor", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("ledger_accounts_code_uq").on(t.code),
    check(
      "ledger_accounts_kind_ck",
      sql`${t.kind} in ('wallet', 'withdraw_hold', 'settlement', 'bond', 'platform', 'external')`,
    ),
    // money held for someone never goes below zero; platform and external accounts may
    check("ledger_accounts_nonnegative_ck", sql`${t.kind} in ('platform', 'external') or ${t.balanceMinor} >= 0`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    /** pay, groupbuy, refund, sys, delivery, recharge, withdraw, bond, settlement (docs/states.md) */
    type: text("type").notNull(),
    /** the business event, unique: one event moves money at most once (e.g. "withdrawal:7:approve") */
    reference: text("reference").notNull(),
    /** who caused it: "user:12", "staff:3", "system" */
    actor: text("actor").notNull(),
    /** English memo of entries written before texts were keys (docs/languages.md); "" since */
    memo: text("memo").notNull().default(""),
    /** what the entry is, as a text key with parameters, rendered in the reader's language */
    memoText: jsonb("memo_text").$type<Text | LegacyText>(),
    /** words a member of staff wrote with it (a bank reference, a reason), shown as a quotation */
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("ledger_entries_reference_uq").on(t.reference),
    // entries written before memos were keys, until the upgrade at start has read them (legacy-memos.ts)
    index("ledger_entries_legacy_memo_idx").on(t.id).where(sql`${t.memoText} is null and ${t.memo} <> ''`),
  ],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** signed: positive credits the account, negative debits it */
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
  },
  (t) => [
    index("ledger_postings_entry_idx").on(t.entryId),
    index("ledger_postings_account_idx").on(t.accountId, t.id),
    check("ledger_postings_nonzero_ck", sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * The ledger summed per account, UTC day, entry type and event (the reference with its numbers
 * replaced by `*`, e.g. `order:*:settle`), written by `moveMoney` in the statement that writes
 * the postings, as `balance_minor` is. Reports read it instead of every posting;
 * `npm run ledger:check` checks it against the postings.
 */
export const ledgerDaily = pgTable(
  "ledger_daily",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    event: text("event").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    /** entries that moved this account's money */
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.type, t.event] })],
);

/** Review states of recharges and withdrawals (docs/states.md). */
export const REVIEW_STATES = ["daishen", "tongguo", "jujue"] as const;

export const recharges = pgTable(
  "recharges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    /** usdt | bank */
    method: text("method").notNull(),
    /** USDT-TRC20 | USDT-ERC20 for usdt; "" for bank */
    network: text("network").notNull().default(""),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    /** private upload path of the transfer voucher */
    voucher: text("voucher").notNull(),
    status: text("status").notNull().default("daishen"),
    reviewedBy: integer("reviewed_by"),
    /** the operator's reference (e.g. transaction hash) or rejection reason */
    reviewNote: text("review_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("recharges_user_idx").on(t.userId, t.createdAt),
    index("recharges_status_idx").on(t.status, t.createdAt),
    check("recharges_amount_ck", sql`${t.amountMinor} > 0`),
    check("recharges_status_ck", sql`${t.status} in ('daishen', 'tongguo', 'jujue')`),
    check("recharges_method_ck", sql`${t.method} in ('usdt', 'bank')`),
  ],
);

export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    network: text("network").notNull(),
    /** the payout destination as it was when requested (address, or bank, name and number) */
    destination: text("destination").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    feeMinor: bigint("fee_minor", { mode: "bigint" }).notNull(),
    actualMinor: bigint("actual_minor", { mode: "bigint" }).notNull(),
    status: text("status").notNull().default("daishen"),
    reviewedBy: integer("reviewed_by"),
    reviewNote: text("review_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check(
      "withdrawals_money_ck",
      sql`${t.feeMinor} >= 0 and ${t.actualMinor} > 0 and ${t.amountMinor} = ${t.feeMinor} + ${t.actualMinor}`,
    ),
    check("withdrawals_status_ck", sql`${t.status} in ('daishen', 'tongguo', 'jujue')`),
  ],
);

/** Saved payout destinations, per network. */
export const walletAddresses = pgTable(
  "wallet_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    network: text("network").notNull(),
    /** crypto address; for bank cards the account number */
    address: text("address").notNull(),
    bankName: text("bank_name").notNull().default(""),
    accountName: text("account_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("wallet_addresses_user_idx").on(t.userId),
    uniqueIndex("wallet_addresses_uq").on(t.userId, t.network, t.address),
    check("wallet_addresses_network_ck", sql`${t.network} in ('USDT-TRC20', 'USDT-ERC20', 'BANK')`),
  ],
);
