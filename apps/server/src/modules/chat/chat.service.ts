import {
  CHAT_HISTORY_PAGE,
  type ChatContact,
  type ChatMessage,
  chatContactBody,
  chatHistoryBody,
  chatSendBody,
  chatShakeBody,
  chatShopContactBody,
  type ChatSendBody as SendBody,
  SUPPORT_CONTACT_ID,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { bindUserSocket, pushToStaff, pushToUser, usersOnline } from "../../platform/realtime/index.js";
import { requireSession, requireUser } from "../accounts/index.js";
import { findShopOwner, shopWelcome } from "../catalogue/index.js";
import { presentContact, presentMessage } from "./chat.presenters.js";
import type { PartyRow } from "./chat.repo.js";
import * as repo from "./chat.repo.js";
import { buildContent } from "./message-content.js";
import { sendToContact } from "./send.repo.js";
import { allowSend } from "./send-rate.js";

const CONTACTS_MAX = 200;
const shopContactBody = chatShopContactBody;

/**
 * chat/shake: from now on the socket with this client id receives the user's frames, until this
 * session ends. A socket bound to someone else is refused (`socket_taken`); the same user may shake again.
 */
export async function shake(ctx: Ctx, input: unknown): Promise<void> {
  const session = await requireSession(ctx);
  const body = parse(chatShakeBody, input);
  await bindUserSocket(body.client_id, session.user.id, session);
}

/** chat/contact: the chat contact behind a shop (its owner), for the shop page and product chat buttons. */
export async function shopContact(ctx: Ctx, input: unknown) {
  await requireUser(ctx);
  const { shop_id } = parse(shopContactBody, input);
  const owner = await findShopOwner(ctx.db, shop_id);
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

/** The shop's own welcome message (its settings) as plain text; without one, the standard greeting the app translates. */
const welcomeContent = (shop: string, own: string) =>
  own
    ? { text: own }
    : {
        text: `Hello, welcome to ${shop}! How can we help you?`,
        key: "welcome",
        shop,
      };

/** A message to customer service: message, the user's list and the support queue in one transaction. */
async function sendToSupport(ctx: Ctx, userId: number, msg: SendBody["message"]): Promise<ChatMessage> {
  const content = await buildContent(ctx, msg.type, msg.content, { from: userId, to: SUPPORT_CONTACT_ID });
  const message = { fromUserId: userId, toUserId: SUPPORT_CONTACT_ID, type: msg.type, content };
  const stored = await inTransaction(ctx, async (tx) => {
    const { message: m } = await repo.storeMessage(tx.db, message, [
      { owner: userId, contact: SUPPORT_CONTACT_ID, unread: 0 },
    ]);
    await repo.touchSupportThread(tx.db, userId, m, true);
    return m;
  });
  const who = await repo.parties(ctx.db, [userId]);
  const presented = presentMessage(stored, who.get(userId));
  await pushToStaff({ type: "service", user_id: userId, ...presented });
  await pushToUser(userId, { type: "service", ...presented });
  return presented;
}

/**
 * The content to store. When it is refused and the receiver may not be written to either, the
 * answer is "not a merchant" (that check came first before the send became one statement).
 */
async function contentFor(ctx: Ctx, from: number, to: number, msg: SendBody["message"]) {
  try {
    return await buildContent(ctx, msg.type, msg.content, { from, to });
  } catch (err) {
    if (err instanceof AppError && !(await mayWriteTo(ctx, from, to))) throw new AppError("not_merchant");
    throw err;
  }
}

async function mayWriteTo(ctx: Ctx, from: number, to: number): Promise<boolean> {
  const receiver = (await repo.parties(ctx.db, [to])).get(to);
  return Boolean(receiver?.shop_id) || (await repo.hasWritten(ctx.db, to, from));
}

/** First contact with a shop: the shop's welcome (its own message when set) follows the shopper's first message. */
async function sendWelcome(ctx: Ctx, userId: number, shopOwner: PartyRow & { shop_name: string; shop_id: number }) {
  const own = await shopWelcome(ctx.db, shopOwner.shop_id);
  const { message } = await repo.storeMessage(
    ctx.db,
    { fromUserId: shopOwner.id, toUserId: userId, type: "text", content: welcomeContent(shopOwner.shop_name, own) },
    [
      { owner: userId, contact: shopOwner.id, unread: 1 },
      { owner: shopOwner.id, contact: userId, unread: 0 },
    ],
  );
  await pushToUser(userId, { type: "chat", ...presentMessage(message, shopOwner) });
}

/**
 * chat/send: the sender is the token's user, time and type are the server's. A user may write
 * to a merchant, to customer service, or answer someone who wrote to them first; anyone else is
 * refused ("not a merchant"). A shopper's first message to a shop gets the shop's welcome.
 * To a contact it is one statement (send.repo.ts): check, store, both lists, display data.
 */
export async function send(ctx: Ctx, input: unknown): Promise<ChatMessage> {
  const user = await requireUser(ctx);
  if (!(await allowSend(ctx, `u:${user.id}`))) throw new AppError("rate_limited");
  const body = parse(chatSendBody, input);
  const to = body.to_id;
  if (to === user.id) throw new AppError("bad_request", { field: "to_id" });
  if (to === SUPPORT_CONTACT_ID) return sendToSupport(ctx, user.id, body.message);
  const content = await contentFor(ctx, user.id, to, body.message);

  const sent = await sendToContact(ctx.db, user.id, to, body.message.type, content);
  if (!sent.message) throw new AppError("not_merchant");
  const presented = presentMessage(sent.message, sent.sender);
  // the sender has the message in this answer; only the receiver's sockets are pushed to
  await pushToUser(to, { type: "chat", ...presented });
  const receiver = sent.receiver;
  if (sent.first && receiver?.shop_name && receiver.shop_id)
    await sendWelcome(ctx, user.id, { ...receiver, shop_name: receiver.shop_name, shop_id: receiver.shop_id });
  return presented;
}
