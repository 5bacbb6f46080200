import { eq, sql } from "drizzle-orm";
import { type Db, type PageAsk, pageOf, queryRows } from "../../platform/db/index.js";
import { USER_CARDS_SQL } from "../accounts/index.js";
import { STAFF_NAMES_SQL } from "../staff/index.js";
import { chatMessages, supportThreads } from "./chat.tables.js";

export type { SupportQueueFilter as QueueFilter } from "@mp/contracts";

import type { SupportQueueFilter as QueueFilter } from "@mp/contracts";

export interface ThreadRow {
  user_id: number;
  nickname: string;
  avatar: string;
  assigned_staff_id: number | null;
  assigned_name: string | null;
  staff_unread: number;
  waiting: boolean;
  last_type: string;
  last_content: Record<string, unknown>;
  last_at: Date;
}

/** A page of the support queue: threads waiting for an answer first, then by last message. */
export function queue<R>(
  db: Db,
  ask: PageAsk,
  by: { filter: QueueFilter; staffId: number },
  present: (rows: ThreadRow[]) => R[],
) {
  const { filter, staffId } = by;
  const where =
    filter === "waiting"
      ? sql`t.waiting`
      : filter === "mine"
        ? sql`t.assigned_staff_id = ${staffId}`
        : filter === "unassigned"
          ? sql`t.assigned_staff_id is null`
          : sql`true`;
  const rows = (limit: number, offset: number) =>
    queryRows<ThreadRow>(
      db,
      sql`select t.user_id, u.nickname, u.avatar, t.assigned_staff_id, s.name as assigned_name, t.staff_unread,
            t.waiting, t.last_type, t.last_content, t.last_at
          from support_threads t join ${sql.raw(USER_CARDS_SQL)} u on u.id = t.user_id
            left join ${sql.raw(STAFF_NAMES_SQL)} s on s.id = t.assigned_staff_id
          where ${where} order by t.waiting desc, t.last_at desc limit ${limit} offset ${offset}`,
    );
  // the count needs no joins: every thread has its user
  const total = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from support_threads t where ${where}`))[0]?.n ??
    0;
  return pageOf(ask, { rows, total }, present);
}

export async function findThread(db: Db, userId: number) {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.userId, userId));
  return row ?? null;
}

export async function assign(db: Db, userId: number, staffId: number) {
  await db.update(supportThreads).set({ assignedStaffId: staffId }).where(eq(supportThreads.userId, userId));
}

export async function markStaffRead(db: Db, userId: number) {
  await db.update(supportThreads).set({ staffUnread: 0 }).where(eq(supportThreads.userId, userId));
  await db
    .update(chatMessages)
    .set({ read: true })
    .where(sql`${chatMessages.toUserId} = 0 and ${chatMessages.fromUserId} = ${userId} and not ${chatMessages.read}`);
}
