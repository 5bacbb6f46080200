import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/** Shoppers and merchants alike; staff are separate (modules/staff). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** stored lower-cased */
    email: text("email").notNull(),
    nickname: text("nickname").notNull(),
    avatar: text("avatar").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    payPasswordHash: text("pay_password_hash"),
    inviteCode: text("invite_code").notNull(),
    invitedBy: integer("invited_by"),
    /** normal | locked ("account locked": cannot log in) */
    status: text("status").notNull().default("normal"),
    /** a frozen wallet refuses every debit ("money status locked") */
    moneyLocked: boolean("money_locked").notNull().default(false),
    failedLogins: integer("failed_logins").notNull().default(0),
    loginBlockedUntil: timestamp("login_blocked_until", { withTimezone: true }),
    /** login tries whose check is under way: token -> the end of its lease, unix ms (platform/auth/try-limit.ts) */
    loginInFlight: jsonb("login_in_flight").notNull().default({}),
    /** wrong payment passwords in a row (each counted once its check ended); five block debits for a while */
    payFailures: integer("pay_failures").notNull().default(0),
    payBlockedUntil: timestamp("pay_blocked_until", { withTimezone: true }),
    /** payment password tries whose check is under way, as loginInFlight */
    payInFlight: jsonb("pay_in_flight").notNull().default({}),
    /**
     * when the fund password was changed (not first set) or the login email changed: withdrawals
     * wait the published cool-down after it (docs/rules.md#wallet)
     */
    payGuardChangedAt: timestamp("pay_guard_changed_at", { withTimezone: true }),
    /** the interface language last used (Lang), for what is read away from a request: mail, pushes */
    lang: text("lang").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_nickname_lower_uq").on(sql`lower(${t.nickname})`),
    uniqueIndex("users_invite_code_uq").on(t.inviteCode),
    // the console dashboard's new users a day
    index("users_created_idx").on(t.createdAt),
    check("users_status_ck", sql`${t.status} in ('normal', 'locked')`),
    check("users_email_lower_ck", sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Sessions: only the SHA-256 of the token is kept. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** where the login came from (the client address) and with what (its User-Agent, cut to 200 characters), for the staff console */
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [uniqueIndex("user_tokens_hash_uq").on(t.tokenHash), index("user_tokens_user_idx").on(t.userId)],
);

/** Email verification codes: hashed, one use, bound to email and event, limited tries. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    event: text("event").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("email_codes_lookup_idx").on(t.email, t.event, t.createdAt),
    check("email_codes_attempts_ck", sql`${t.attempts} between 0 and 5`),
  ],
);
