import { desc } from "drizzle-orm";
import { countWhere, type Db, type PageAsk, pageOf } from "../db/index.js";
import type { MailMessage } from "./mailer.js";
import { mailOutbox } from "./outbox.tables.js";

export const writeOutbox =
  (db: Db) =>
  async (msg: MailMessage): Promise<void> => {
    await db.insert(mailOutbox).values(msg);
  };

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A page of the dev outbox, newest first. */
export function listOutbox<R>(db: Db, ask: PageAsk, present: (rows: OutboxRow[]) => R[]) {
  return pageOf(
    ask,
    {
      rows: (limit, offset) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
      total: () => countWhere(db, mailOutbox),
    },
    present,
  );
}
