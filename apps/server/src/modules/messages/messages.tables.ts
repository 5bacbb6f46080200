import { clockDefault } from "../../platform/clock.js";
/** Notice kinds: the three lists of the messages page (the contract's). */

import type { NoticeKind } from "@mp/contracts";
import type { LegacyText, Text } from "@mp/texts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export { NOTICE_KINDS, type NoticeKind } from "@mp/contracts";

/** A notice for one user (an order shipped, a refund agreed, a system announcement). */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    kind: text("kind").$type<NoticeKind>().notNull(),
    /** English title and content of notices written before texts were keys; "" since */
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** the notice as a text key (`notice.<name>`, with `.title` and `.body`) and its parameters */
    text: jsonb("text").$type<Text | LegacyText>(),
    /** words a member of staff wrote (a reason), shown as a quotation below the body */
    note: text("note").notNull().default(""),
    /** what it is about ("order", "refund", ...) and its id, for the client to open */
    modules: text("modules").notNull().default(""),
    modulesId: integer("modules_id"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("notices_user_kind_idx").on(t.userId, t.kind, t.id),
    index("notices_unread_idx").on(t.userId, t.kind).where(sql`not ${t.isRead}`),
    // notices written before texts were keys, until the upgrade at start has read them (legacy-notices.ts)
    index("notices_legacy_idx").on(t.id).where(sql`${t.text} is null and ${t.title} <> ''`),
    check("notices_kind_ck", sql`${t.kind} in ('logistics', 'interaction', 'system')`),
  ],
);
