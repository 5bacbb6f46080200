import {
  supportAssignBody as assignBody,
  CHAT_HISTORY_PAGE,
  type ChatMessage,
  chatSendBody,
  chatShakeBody,
  supportHistoryBody as historyBody,
  supportQueueBody as queueBody,
  SUPPORT_CONTACT_ID,
  supportUserBody as userBody,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { bindStaffSocket, pushToStaff, pushToUser } from "../../platform/realtime/index.js";
import { audit, requireStaff, requireStaffSession, supportStaff } from "../staff/index.js";
import { presentMessage, preview, seconds } from "./chat.presenters.js";
import * as chatRepo from "./chat.repo.js";
import { buildContent } from "./message-content.js";
import { allowSend } from "./send-rate.js";
import * as repo from "./support.repo.js";

const SUPPORT = ["support"] as const;

/** The support inbox's socket: bound to the staff member until this session ends (as chat/shake). */
export async function shake(ctx: Ctx, input: unknown) {
  const session = await requireStaffSession(ctx, SUPPORT);
  await bindStaffSocket(parse(chatShakeBody, input).client_id, session.member.id, session);
}

/** The support inbox: threads waiting for an answer first, then by last message. */
export async function queue(ctx: Ctx, input: unknown) {
  const member = await requireStaff(ctx, SUPPORT);
  const q = parse(queueBody, input);
  return repo.queue(ctx.db, q, { filter: q.filter, staffId: member.id }, (rows) =>
    rows.map((r) => ({
      user_id: r.user_id,
      name: r.nickname,
      avatar: r.avatar,
      assigned_staff_id: r.assigned_staff_id,
      assigned_name: r.assigned_name,
      unread: r.staff_unread,
      waiting: r.waiting,
      type: r.last_type,
      content: preview(r.last_type, r.last_content),
      createtime: seconds(r.last_at),
    })),
  );
}

/** A user's customer-service conversation, 30 a page, older first (as chat/history2). */
export async function history(ctx: Ctx, input: unknown): Promise<ChatMessage[]> {
  await requireStaff(ctx, SUPPORT);
  const body = parse(historyBody, input);
  return userHistoryFor(ctx, body.user_id, body.last_id);
}

async function userHistoryFor(ctx: Ctx, userId: number, lastId?: number) {
  const rows = await chatRepo.historyPage(ctx.db, userId, SUPPORT_CONTACT_ID, lastId, CHAT_HISTORY_PAGE);
  const who = await chatRepo.parties(ctx.db, [userId]);
  return rows.reverse().map((r) =>
    presentMessage(
      {
        id: r.id,
        fromUserId: r.from_user_id,
        toUserId: r.to_user_id,
        type: r.type,
        content: r.content,
        read: r.read,
        createdAt: r.created_at,
      },
      who.get(r.from_user_id),
    ),
  );
}

/** Assigns a thread: support staff take it for themselves; an admin may give it to anyone in support. */
export async function assign(ctx: Ctx, input: unknown) {
  const member = await requireStaff(ctx, SUPPORT);
  const body = parse(assignBody, input);
  const to = body.staff_id ?? member.id;
  if (to !== member.id && member.role !== "admin") throw new AppError("forbidden");
  if (!(await supportStaff(ctx.db)).some((s) => s.id === to)) throw new AppError("not_found", { field: "staff_id" });
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.findThread(tx.db, body.user_id))) throw new AppError("not_found", { field: "user_id" });
    await repo.assign(tx.db, body.user_id, to);
    await audit(tx, member.id, "support.assign", `user:${body.user_id}`, { staff_id: to });
  });
  await pushToStaff({ type: "service", event: "assign", user_id: body.user_id, staff_id: to });
}

export async function read(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, SUPPORT);
  await repo.markStaffRead(ctx.db, parse(userBody, input).user_id);
}

export const staffList = async (ctx: Ctx) => {
  await requireStaff(ctx, SUPPORT);
  return supportStaff(ctx.db);
};

/**
 * A customer-service answer: stored as from contact 0 with the staff member's id. An unassigned
 * thread becomes the answering member's; another member's thread is refused (admin excepted).
 */
export async function send(ctx: Ctx, input: unknown): Promise<ChatMessage> {
  const member = await requireStaff(ctx, SUPPORT);
  if (!(await allowSend(ctx, `s:${member.id}`))) throw new AppError("rate_limited");
  const { user_id } = parse(userBody, input);
  const body = parse(chatSendBody, { ...(input as object), to_id: user_id });
  const content = await buildContent(ctx, body.message.type, body.message.content);
  const m = await inTransaction(ctx, async (tx) => {
    const thread = await repo.findThread(tx.db, user_id);
    if (!thread) throw new AppError("not_found", { field: "user_id" });
    if (thread.assignedStaffId && thread.assignedStaffId !== member.id && member.role !== "admin")
      throw new AppError("forbidden");
    if (!thread.assignedStaffId) await repo.assign(tx.db, user_id, member.id);
    const { message: msg } = await chatRepo.storeMessage(
      tx.db,
      { fromUserId: SUPPORT_CONTACT_ID, toUserId: user_id, staffId: member.id, type: body.message.type, content },
      [{ owner: user_id, contact: SUPPORT_CONTACT_ID, unread: 1 }],
    );
    await chatRepo.touchSupportThread(tx.db, user_id, msg, false);
    await repo.markStaffRead(tx.db, user_id);
    return msg;
  });
  const presented = presentMessage(m, undefined);
  await pushToUser(user_id, { type: "service", ...presented });
  await pushToStaff({ type: "service", user_id, ...presented });
  return presented;
}
