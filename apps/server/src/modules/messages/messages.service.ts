import {
  NOTICE_CONTENT_MAX as CONTENT_MAX,
  noticeListBody as listBody,
  type Notice as NoticeView,
  noticeReadBody as readBody,
  NOTICE_TITLE_MAX as TITLE_MAX,
} from "@mp/contracts";
import { afterCommit } from "../../platform/after-commit.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { pushToUser } from "../../platform/realtime/index.js";
import { requireUser } from "../accounts/index.js";
import * as repo from "./messages.repo.js";
import { NOTICE_KINDS, type NoticeKind } from "./messages.tables.js";

/** Notices: the logistics, interactions and system-notice lists of the messages page. */

const present = (n: repo.NoticeRow): NoticeView => ({
  id: n.id,
  type: n.kind,
  title: n.title,
  content: n.content,
  modules: n.modules,
  modules_id: n.modulesId,
  is_read: n.isRead ? 1 : 0,
  createtime: unixSeconds(n.createdAt),
});

/** `notice/lists` {type, page}: the user's notices of one kind, newest first. */
export async function noticeList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(listBody, input);
  return repo.noticePage(ctx.db, user.id, q.type, q, (rows) => rows.map(present));
}

/** `notice/count`: unread notices per kind and in all. */
export async function noticeCount(ctx: Ctx) {
  const user = await requireUser(ctx);
  const counts = await repo.unreadCounts(ctx.db, user.id);
  const per = Object.fromEntries(NOTICE_KINDS.map((k) => [k, counts.get(k) ?? 0])) as Record<NoticeKind, number>;
  return { ...per, total: NOTICE_KINDS.reduce((s, k) => s + per[k], 0) };
}

/** `notice/read` {id | type}: marks one notice, or a whole list, read. Another user's id is not found. */
export async function noticeRead(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const b = parse(readBody, input);
  if (!b.id && !b.type) throw new AppError("bad_request", { field: "id" });
  if (b.id && !(await repo.ownsNotice(ctx.db, user.id, b.id))) throw new AppError("not_found", { field: "id" });
  const changed = await repo.markRead(ctx.db, user.id, b.id ? { id: b.id } : { kind: b.type });
  return { changed, ...(await noticeCount(ctx)) };
}

/** A notice for one user; `modules`/`modulesId` name what it is about (an order, a refund). */
export interface Notice {
  userId: number;
  kind: NoticeKind;
  title: string;
  content: string;
  modules?: string;
  modulesId?: number;
}

/**
 * Stores a notice for that user in the caller's transaction and, once it has committed, pushes
 * an `order` frame (logistics: order events) or a `notice` frame to the user's open sockets.
 */
export const notify = (tx: Db, n: Notice): Promise<void> => notifyAll(tx, [n]);

/** Several notices in one statement (a payment tells the shopper and the merchant), pushed after commit. */
export async function notifyAll(tx: Db, list: Notice[]): Promise<void> {
  if (!list.length) return;
  for (const n of list) if (!NOTICE_KINDS.includes(n.kind)) throw new Error(`unknown notice kind ${n.kind}`);
  const rows = await repo.insertNotices(
    tx,
    list.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      title: n.title.slice(0, TITLE_MAX),
      content: n.content.slice(0, CONTENT_MAX),
      modules: n.modules ?? "",
      modulesId: n.modulesId ?? null,
    })),
  );
  for (const row of rows) {
    const frame = { ...present(row), kind: row.kind, type: row.kind === "logistics" ? "order" : "notice" };
    afterCommit(tx, () => pushToUser(row.userId, frame));
  }
}
