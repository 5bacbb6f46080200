import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/** Platform staff: separate from users (docs/roles.md). */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    passwordHash: text("password_hash").notNull(),
    status: text("status").notNull().default("normal"),
    failedLogins: integer("failed_logins").notNull().default(0),
    loginBlockedUntil: timestamp("login_blocked_until", { withTimezone: true }),
    /** login tries whose check is under way: token -> the end of its lease, unix ms (platform/auth/try-limit.ts) */
    loginInFlight: jsonb("login_in_flight").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("staff_email_uq").on(t.email),
    check("staff_role_ck", sql`${t.role} in ('admin', 'operator', 'finance', 'support')`),
    check("staff_status_ck", sql`${t.status} in ('normal', 'locked')`),
  ],
);

export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    /** the absolute end (12 h after login) */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** the last call with it, to the minute: idle longer than STAFF_IDLE_MS ends it (staff.service.ts) */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_tokens_hash_uq").on(t.tokenHash)],
);

/**
 * Wrong staff passwords in a row from one client address, whichever account they named (known or
 * not): the per-address try limit of staff logins (staff-login.ts). A right password deletes the row
 * (unless other tries from the address are still being checked).
 */
export const staffAddressTries = pgTable(
  "staff_address_tries",
  {
    address: text("address").primaryKey(),
    failures: integer("failures").notNull().default(0),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    /** tries whose check is under way: token -> the end of its lease, unix ms (platform/auth/try-limit.ts) */
    inFlight: jsonb("in_flight").notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [check("staff_address_tries_failures_ck", sql`${t.failures} >= 0`)],
);

/**
 * Every staff action that changes something, with who, what and why, and every staff login
 * (success, failure, lockout). Append-only. No staff member for a login naming an unknown account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staff.id),
    action: text("action").notNull(),
    target: text("target").notNull(),
    detail: jsonb("detail").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [index("audit_log_target_idx").on(t.target)],
);
