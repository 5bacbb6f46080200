import { count, desc } from "drizzle-orm";
import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Db } from "../db/index.js";
import type { MailMessage } from "./mailer.js";

/** The dev outbox: mail kept here when no SMTP server is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const writeOutbox =
  (db: Db) =>
  async (msg: MailMessage): Promise<void> => {
    await db.insert(mailOutbox).values(msg);
  };

export async function listOutbox(db: Db, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
