import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * One chat message. User id 0 is the platform's customer service (answered by support staff,
 * whose id is kept in staff_id). The server sets sender, type and time; content is JSON by type.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    fromUserId: integer("from_user_id").notNull(),
    toUserId: integer("to_user_id").notNull(),
    /** the support staff member who wrote a customer-service answer */
    staffId: integer("staff_id"),
    /** text | img | goods | order */
    type: text("type").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    // one conversation, newest first: history2 pages back along it
    index("chat_messages_pair_idx").on(
      sql`least(${t.fromUserId}, ${t.toUserId})`,
      sql`greatest(${t.fromUserId}, ${t.toUserId})`,
      t.id,
    ),
    index("chat_messages_unread_idx").on(t.toUserId, t.fromUserId).where(sql`not ${t.read}`),
    check("chat_messages_type_ck", sql`${t.type} in ('text', 'img', 'goods', 'order')`),
    check(
      "chat_messages_parties_ck",
      sql`${t.fromUserId} <> ${t.toUserId} and ${t.fromUserId} >= 0 and ${t.toUserId} >= 0`,
    ),
  ],
);

/** A user's chat list: one row per contact, with the last message and the unread count. */
export const chatContacts = pgTable(
  "chat_contacts",
  {
    ownerId: integer("owner_id").notNull(),
    /** 0 = customer service */
    contactId: integer("contact_id").notNull(),
    lastMessageId: integer("last_message_id").notNull(),
    lastType: text("last_type").notNull(),
    lastContent: jsonb("last_content").$type<Record<string, unknown>>().notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    unread: integer("unread").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.contactId] }),
    index("chat_contacts_owner_last_idx").on(t.ownerId, t.lastAt),
    check("chat_contacts_unread_ck", sql`${t.unread} >= 0`),
  ],
);

/** Customer service: one thread per user, queued for support staff and assigned to one of them. */
export const supportThreads = pgTable(
  "support_threads",
  {
    userId: integer("user_id").primaryKey(),
    assignedStaffId: integer("assigned_staff_id"),
    /** the user's messages staff have not read yet */
    staffUnread: integer("staff_unread").notNull().default(0),
    lastMessageId: integer("last_message_id").notNull(),
    lastType: text("last_type").notNull(),
    lastContent: jsonb("last_content").$type<Record<string, unknown>>().notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** whether the last message came from the user (waiting for an answer) */
    waiting: boolean("waiting").notNull().default(true),
  },
  (t) => [
    index("support_threads_queue_idx").on(t.lastAt),
    index("support_threads_assigned_idx").on(t.assignedStaffId, t.lastAt),
    check("support_threads_unread_ck", sql`${t.staffUnread} >= 0`),
  ],
);
