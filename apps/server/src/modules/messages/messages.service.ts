import {
  NOTICE_CONTENT_MAX as CONTENT_MAX,
  noticeListBody as listBody,
  type Notice as NoticeView,
  noticeReadBody as readBody,
} from "@mp/contracts";
import { type Reader, renderStored, renderWithNote, type Text } from "@mp/texts";
import { afterCommit } from "../../platform/after-commit.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { pushToUser } from "../../platform/realtime/index.js";
import { languagesOf, requireUser } from "../accounts/index.js";
import { readerOf } from "../content/index.js";
import * as repo from "./messages.repo.js";
import { NOTICE_KINDS, type NoticeKind } from "./messages.tables.js";

/** Notices: the logistics, interactions and system-notice lists of the messages page. */

/**
 * A notice as its reader sees it: the text's `.title` and `.body` in the reader's language (rows
 * written before texts were keys: their English words), and words staff wrote (a reason) as a
 * quotation of their own, in `note` and on a line of their own below the body.
 */
function present(n: repo.NoticeRow, reader: Reader): NoticeView {
  const part = (name: "title" | "body") =>
    n.text && "key" in n.text ? { ...n.text, key: `${n.text.key}.${name}` } : n.text;
  return {
    id: n.id,
    type: n.kind,
    title: renderStored(part("title"), n.title, reader),
    content: renderWithNote(part("body"), n.content, n.note, reader, "\n"),
    note: n.note,
    modules: n.modules,
    modules_id: n.modulesId,
    is_read: n.isRead ? 1 : 0,
    createtime: unixSeconds(n.createdAt),
  };
}

/** `notice/lists` {type, page}: the user's notices of one kind, newest first. */
export async function noticeList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(listBody, input);
  const reader = await readerOf(ctx);
  return repo.noticePage(ctx.db, user.id, q.type, q, (rows) => rows.map((n) => present(n, reader)));
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

/**
 * A notice for one user: `text` names it (`notice.<name>`, whose `.title` and `.body` the catalogue
 * holds) with its parameters; `note` is words staff wrote (a reason), never glued into the text;
 * `modules`/`modulesId` name what it is about (an order, a refund).
 */
export interface Notice {
  userId: number;
  kind: NoticeKind;
  text: Text;
  note?: string;
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
      text: n.text,
      note: (n.note ?? "").slice(0, CONTENT_MAX),
      modules: n.modules ?? "",
      modulesId: n.modulesId ?? null,
    })),
  );
  // pushed to each recipient in the language they last used (they may be on no request now)
  const langs = await languagesOf(tx, [...new Set(rows.map((r) => r.userId))]);
  for (const row of rows) {
    const reader = { lang: langs.get(row.userId) ?? "en" };
    const frame = { ...present(row, reader), kind: row.kind, type: row.kind === "logistics" ? "order" : "notice" };
    afterCommit(tx, () => pushToUser(row.userId, frame));
  }
}
