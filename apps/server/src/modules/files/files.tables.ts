import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/** Private uploads (transfer vouchers, identity photos): only the owner and staff may read them. */
export const privateFiles = pgTable(
  "private_files",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id").notNull(),
    /** path under the upload folder, e.g. private/202611/ab….webp */
    path: text("path").notNull(),
    /** what it is for: voucher | identity */
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [uniqueIndex("private_files_path_uq").on(t.path), index("private_files_owner_idx").on(t.ownerId)],
);

/**
 * Public pictures a user uploaded (`api/common/upload` without a private purpose), with who
 * uploaded each: where a call takes only the caller's own pictures (a shop application's avatar
 * and logo), this is how it knows.
 */
export const publicFiles = pgTable(
  "public_files",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id").notNull(),
    /** path under the upload folder, e.g. public/202611/ab….webp */
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [uniqueIndex("public_files_path_uq").on(t.path), index("public_files_owner_idx").on(t.ownerId)],
);
