import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
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

export async function queue(db: Db, filter: QueueFilter, staffId: number, limit: number, offset: number) {
  const where =
    filter === "waiting"
      ? sql`t.waiting`
      : filter === "mine"
        ? sql`t.assigned_staff_id = ${staffId}`
        : filter === "unassigned"
          ? sql`t.assigned_staff_id is null`
          : sql`true`;
  const [rows, [count]] = await Promise.all([
    queryRows<ThreadRow>(
      db,
      sql`select t.user_id, u.nickname, u.avatar, t.assigned_staff_id, s.name as assigned_name, t.staff_unread,
            t.waiting, t.last_type, t.last_content, t.last_at
          from support_threads t join users u on u.id = t.user_id left join staff s on s.id = t.assigned_staff_id
          where ${where} order by t.waiting desc, t.last_at desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from support_threads t where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
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

export async function supportStaff(db: Db) {
  return queryRows<{ id: number; name: string; role: string }>(
    db,
    sql`select id, name, role from staff where role in ('support', 'admin') and status = 'normal' order by name`,
  );
}
