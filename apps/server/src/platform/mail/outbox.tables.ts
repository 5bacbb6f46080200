import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "../clock.js";

/** The dev outbox: mail kept here when no SMTP server is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
});
