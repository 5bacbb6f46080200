import {
  type ChatContact,
  type ChatContent,
  type ChatMessage,
  type ChatMessageType,
  type ChatParty,
  SUPPORT_CONTACT_ID,
} from "@mp/contracts";
import type { PartyRow } from "./chat.repo.js";

/** The customer-service contact's name; the web app shows its own translation (`service: true`). */
export const SUPPORT_NAME = "Customer service";

export const seconds = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

export function party(id: number, p: PartyRow | undefined): ChatParty {
  if (id === SUPPORT_CONTACT_ID) return { id, name: SUPPORT_NAME, avatar: "" };
  if (!p) return { id, name: "", avatar: "" };
  return p.shop_id
    ? { id, name: p.shop_name ?? p.nickname, avatar: p.shop_avatar || p.avatar }
    : { id, name: p.nickname, avatar: p.avatar };
}

export interface StoredMessage {
  id: number;
  fromUserId: number;
  toUserId: number;
  type: string;
  content: Record<string, unknown>;
  read: boolean;
  createdAt: Date;
}

export function presentMessage(m: StoredMessage, from: PartyRow | undefined): ChatMessage {
  return {
    id: m.id,
    message: { type: m.type as ChatMessageType, content: m.content as ChatContent },
    form: party(m.fromUserId, from),
    to_id: m.toUserId,
    createtime: seconds(m.createdAt),
    read: m.read,
  };
}

/** A list's one-line preview: text as it is; the web app shows "[Picture]", the goods and the order tags by type. */
export function preview(type: string, content: Record<string, unknown>): string {
  if (type === "text") return String(content.text ?? "").slice(0, 100);
  if (type === "goods") return String(content.title ?? "").slice(0, 100);
  if (type === "order") return String(content.order_no ?? "");
  return "";
}

export function presentContact(
  r: {
    contact_id: number;
    last_type: string;
    last_content: Record<string, unknown>;
    last_at: Date | null;
    unread: number;
  },
  p: PartyRow | undefined,
  online: boolean,
): ChatContact {
  const who = party(r.contact_id, p);
  return {
    id: r.contact_id,
    user_id: r.contact_id,
    name: who.name,
    avatar: who.avatar,
    count: r.unread,
    type: r.last_type as ChatContact["type"],
    content: preview(r.last_type, r.last_content),
    createtime: r.last_at ? seconds(r.last_at) : 0,
    online,
    service: r.contact_id === SUPPORT_CONTACT_ID,
    shop_id: p?.shop_id ?? null,
  };
}
