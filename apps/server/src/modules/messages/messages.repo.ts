import { and, desc, eq, sql } from "drizzle-orm";
import {
  columnsOf,
  countWhere,
  type Db,
  type PageAsk,
  type PreparedStatement,
  pageOf,
  queryPrepared,
  rowMapper,
} from "../../platform/db/index.js";
import { type NoticeKind, notices } from "./messages.tables.js";

/** The only file that reads or writes notices; every query is scoped to the owner. */
export type NoticeRow = typeof notices.$inferSelect;

/**
 * Any number of notices in one prepared statement (a fixed text: one array per column), in the
 * order given; a paid order writes two on the payment's path (bench/README.md, Checkout).
 */
const INSERT_NOTICES: PreparedStatement = {
  name: "messages_insert_notices_v2",
  text: `insert into "notices" ("user_id", "kind", "title", "content", "text", "note", "modules", "modules_id")
    select u, k, '', '', t::jsonb, n, m, mi
    from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as v(u, k, t, n, m, mi)
    returning ${columnsOf(notices)}`,
};
const noticeOf = rowMapper(notices);

export type NewNotice = Pick<
  typeof notices.$inferInsert,
  "userId" | "kind" | "text" | "note" | "modules" | "modulesId"
>;

export async function insertNotices(db: Db, v: NewNotice[]): Promise<NoticeRow[]> {
  const rows = await queryPrepared(db, INSERT_NOTICES, [
    v.map((n) => n.userId),
    v.map((n) => n.kind),
    v.map((n) => JSON.stringify(n.text)),
    v.map((n) => n.note ?? ""),
    v.map((n) => n.modules ?? ""),
    v.map((n) => n.modulesId ?? null),
  ]);
  return rows.map(noticeOf);
}

/** A page of the user's notices of one kind, newest first. */
export function noticePage<R>(
  db: Db,
  userId: number,
  kind: NoticeKind,
  ask: PageAsk,
  present: (rows: NoticeRow[]) => R[],
) {
  const where = and(eq(notices.userId, userId), eq(notices.kind, kind));
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(notices).where(where).orderBy(desc(notices.id)).limit(limit).offset(offset),
      total: () => countWhere(db, notices, where),
    },
    present,
  );
}

export async function unreadCounts(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: notices.kind, n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.isRead, false)))
    .groupBy(notices.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/** Marks one notice (by id) or a whole list (by kind) read; returns how many changed. */
export async function markRead(db: Db, userId: number, by: { id?: number; kind?: NoticeKind }): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ isRead: true })
    .where(
      and(
        eq(notices.userId, userId),
        eq(notices.isRead, false),
        by.id ? eq(notices.id, by.id) : undefined,
        by.kind ? eq(notices.kind, by.kind) : undefined,
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}

export async function ownsNotice(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.userId, userId)));
  return Boolean(row);
}
