import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "./clock.js";

/** Replays of money-moving calls: same key and body answer the stored result and move nothing. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** "user:12" or "staff:3" */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the call and its body */
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
