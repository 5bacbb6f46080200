import {
  CHAT_HISTORY_PAGE,
  type ChatContact,
  type ChatMessage,
  chatContactBody,
  chatHistoryBody,
  chatSendBody,
  chatShakeBody,
  SUPPORT_CONTACT_ID,
} from "@mp/contracts";
import { z } from "zod";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { bindUserSocket, pushToStaff, pushToUser, usersOnline } from "../../platform/realtime/index.js";
import { requireUser } from "../accounts/index.js";
import { presentContact, presentMessage } from "./chat.presenters.js";
import * as repo from "./chat.repo.js";
import { buildContent } from "./message-content.js";
import { allowSend } from "./send-rate.js";

const CONTACTS_MAX = 200;
const shopContactBody = z.object({ shop_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** chat/shake: from now on the socket with this client id receives the user's frames. */
export async function shake(ctx: Ctx, input: unknown): Promise<void> {
  const user = await requireUser(ctx);
  const body = parse(chatShakeBody, input);
  await bindUserSocket(body.client_id, user.id);
}

/** chat/contact: the chat contact behind a shop (its owner), for the shop page and product chat buttons. */
export async function shopContact(ctx: Ctx, input: unknown) {
  await requireUser(ctx);
  const { shop_id } = parse(shopContactBody, input);
  const owner = await repo.shopOwner(ctx.db, shop_id);
  if (!owner) throw new AppError("not_found", { field: "shop_id" });
  return { user_id: owner.user_id, name: owner.name, avatar: owner.avatar, shop_id: owner.shop_id };
}

/** chat/lists: customer service first, then contacts by last message; counts sum to the badge. */
export async function lists(ctx: Ctx): Promise<ChatContact[]> {
  const user = await requireUser(ctx);
  const rows = await repo.listContacts(ctx.db, user.id, CONTACTS_MAX);
  const ids = rows.map((r) => r.contact_id);
  const [who, online] = await Promise.all([repo.parties(ctx.db, ids), usersOnline(ids)]);
  const support = rows.find((r) => r.contact_id === SUPPORT_CONTACT_ID) ?? {
    contact_id: SUPPORT_CONTACT_ID,
    last_type: "",
    last_content: {},
    last_at: null,
    unread: 0,
  };
  return [
    presentContact(support, undefined, false),
    ...rows.flatMap((r, i) =>
      r.contact_id === SUPPORT_CONTACT_ID ? [] : [presentContact(r, who.get(r.contact_id), online[i] ?? false)],
    ),
  ];
}

/** chat/history2: 30 messages before last_id (the newest when absent), older first. */
export async function history(ctx: Ctx, input: unknown): Promise<ChatMessage[]> {
  const user = await requireUser(ctx);
  const body = parse(chatHistoryBody, input);
  if (body.to_id === user.id) return [];
  const rows = await repo.historyPage(ctx.db, user.id, body.to_id, body.last_id, CHAT_HISTORY_PAGE);
  const who = await repo.parties(ctx.db, [user.id, body.to_id]);
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

/** chat/clear: the contact's unread count to zero, its messages read. */
export async function clear(ctx: Ctx, input: unknown): Promise<void> {
  const user = await requireUser(ctx);
  const body = parse(chatContactBody, input);
  await repo.clearUnread(ctx.db, user.id, body.id);
}

const welcomeContent = (shop: string) => ({
  text: `Hello, welcome to ${shop}! How can we help you?`,
  key: "welcome",
  shop,
});

/** A user's message: one statement for a contact (message and both lists), a transaction for customer service. */
function storeFromUser(ctx: Ctx, userId: number, to: number, type: string, content: Record<string, unknown>) {
  const message = { fromUserId: userId, toUserId: to, type, content };
  if (to !== SUPPORT_CONTACT_ID)
    return repo.storeMessage(ctx.db, message, [
      { owner: userId, contact: to, unread: 0 },
      { owner: to, contact: userId, unread: 1 },
    ]);
  return inTransaction(ctx, async (tx) => {
    const stored = await repo.storeMessage(tx.db, message, [{ owner: userId, contact: to, unread: 0 }]);
    await repo.touchSupportThread(tx.db, userId, stored.message, true);
    return stored;
  });
}

/**
 * chat/send: the sender is the token's user, time and type are the server's. A user may write
 * to a merchant, to customer service, or answer someone who wrote to them first; anyone else is
 * refused ("not a merchant"). A shopper's first message to a shop gets the shop's welcome.
 */
export async function send(ctx: Ctx, input: unknown): Promise<ChatMessage> {
  const user = await requireUser(ctx);
  if (!allowSend(`u:${user.id}`)) throw new AppError("rate_limited");
  const body = parse(chatSendBody, input);
  const to = body.to_id;
  if (to === user.id) throw new AppError("bad_request", { field: "to_id" });
  const who = await repo.parties(ctx.db, [user.id, to]);
  const receiver = who.get(to);
  if (to !== SUPPORT_CONTACT_ID && !receiver?.shop_id && !(await repo.hasWritten(ctx.db, to, user.id)))
    throw new AppError("not_merchant");
  const content = await buildContent(ctx, body.message.type, body.message.content);

  const { message, firstFor } = await storeFromUser(ctx, user.id, to, body.message.type, content);
  // first contact with a shop: its welcome message follows
  const welcome =
    receiver?.shop_name && firstFor.has(user.id)
      ? (
          await repo.storeMessage(
            ctx.db,
            { fromUserId: to, toUserId: user.id, type: "text", content: welcomeContent(receiver.shop_name) },
            [
              { owner: user.id, contact: to, unread: 1 },
              { owner: to, contact: user.id, unread: 0 },
            ],
          )
        ).message
      : null;

  const presented = presentMessage(message, who.get(user.id));
  if (to === SUPPORT_CONTACT_ID) {
    await pushToStaff({ type: "service", user_id: user.id, ...presented });
    await pushToUser(user.id, { type: "service", ...presented });
  } else {
    // the sender has the message in this answer; only the receiver's sockets are pushed to
    await pushToUser(to, { type: "chat", ...presented });
  }
  if (welcome) await pushToUser(user.id, { type: "chat", ...presentMessage(welcome, receiver) });
  return presented;
}
