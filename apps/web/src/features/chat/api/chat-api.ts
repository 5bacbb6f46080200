import type { ChatContact, ChatMessage, ChatMessageType, Page, SupportQueueFilter } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface SendInput {
  to_id: number;
  type: ChatMessageType;
  content: { text?: string; url?: string; id?: number };
}

export interface ShopContact {
  user_id: number;
  name: string;
  avatar: string;
  shop_id: number;
}

const quiet = { silent: true } as const;

/** Chat calls of docs/api.md#calls (messages go in through REST and come back through the socket). */
export const chatApi = {
  shake: (client_id: string) => apiPost<null>("/api/wanlshop/chat/shake", { client_id }, quiet),
  lists: () => apiPost<ChatContact[]>("/api/wanlshop/chat/lists", {}, quiet),
  history: (to_id: number, last_id?: number) =>
    apiPost<ChatMessage[]>("/api/wanlshop/chat/history2", { to_id, ...(last_id ? { last_id } : {}) }),
  clear: (id: number) => apiPost<null>("/api/wanlshop/chat/clear", { id }, quiet),
  send: (m: SendInput) =>
    apiPost<ChatMessage>("/api/wanlshop/chat/send", {
      type: "chat",
      to_id: m.to_id,
      message: { type: m.type, content: m.content },
    }),
  shopContact: (shop_id: number) => apiPost<ShopContact>("/api/wanlshop/chat/contact", { shop_id }),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string; fullurl: string }>("/api/common/upload", form);
  },
};

export interface SupportThread {
  user_id: number;
  name: string;
  avatar: string;
  assigned_staff_id: number | null;
  assigned_name: string | null;
  unread: number;
  waiting: boolean;
  type: string;
  content: string;
  createtime: number;
}

export type SupportFilter = SupportQueueFilter;
const admin = { admin: true } as const;

/** The staff console's customer-service inbox. */
export const supportApi = {
  shake: (client_id: string) => apiPost<null>("/api/admin/support/shake", { client_id }, { admin: true, silent: true }),
  queue: (filter: SupportFilter, page = 1) =>
    apiPost<Page<SupportThread>>("/api/admin/support/queue", { filter, page, limit: 50 }, admin),
  history: (user_id: number, last_id?: number) =>
    apiPost<ChatMessage[]>("/api/admin/support/history", { user_id, ...(last_id ? { last_id } : {}) }, admin),
  staff: () => apiPost<{ id: number; name: string; role: string }[]>("/api/admin/support/staff", {}, admin),
  assign: (user_id: number, staff_id?: number) =>
    apiPost<null>("/api/admin/support/assign", { user_id, ...(staff_id ? { staff_id } : {}) }, admin),
  read: (user_id: number) => apiPost<null>("/api/admin/support/read", { user_id }, { admin: true, silent: true }),
  send: (user_id: number, type: ChatMessageType, content: SendInput["content"]) =>
    apiPost<ChatMessage>("/api/admin/support/send", { user_id, message: { type, content } }, admin),
};
