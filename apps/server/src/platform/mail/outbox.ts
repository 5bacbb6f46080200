import { desc, ilike, or } from "drizzle-orm";
import { containing, countWhere, type Db, type PageAsk, pageOf } from "../db/index.js";
import type { MailMessage } from "./mailer.js";
import { mailOutbox } from "./outbox.tables.js";

export const writeOutbox =
  (db: Db) =>
  async (msg: MailMessage): Promise<void> => {
    await db.insert(mailOutbox).values(msg);
  };

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A page of the dev outbox, newest first; a keyword is a part of the address, the subject or the text. */
export function listOutbox<R>(db: Db, ask: PageAsk & { keyword?: string }, present: (rows: OutboxRow[]) => R[]) {
  const k = ask.keyword?.trim();
  const like = k ? containing(k) : "";
  const where = k
    ? or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like), ilike(mailOutbox.text, like))
    : undefined;
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
      total: () => countWhere(db, mailOutbox, where),
    },
    present,
  );
}
