import { count, desc } from "drizzle-orm";
import type { Db } from "../db/index.js";
import type { MailMessage } from "./mailer.js";
import { mailOutbox } from "./outbox.tables.js";

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
