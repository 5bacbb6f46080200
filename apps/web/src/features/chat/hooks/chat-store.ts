import { CHAT_HISTORY_PAGE, type ChatContact, type ChatMessage, SUPPORT_CONTACT_ID } from "@mp/contracts/constants";
import { create } from "zustand";
import { useAppStore } from "../../../lib/app-store";
import { chatApi } from "../api/chat-api";

/** A product offered as a card in the open conversation (from the product page). */
export interface OfferedGoods {
  id: number;
  title: string;
  image: string;
  price: string;
}

/**
 * An order attached to the next message (the merchant's "Contact buyer"): shown above the composer
 * and sent as the order's card when the merchant sends, never before.
 */
export interface AttachedOrder {
  id: number;
  order_no: string;
  image: string;
  title: string;
  number: number;
  pay: string;
}

interface ChatState {
  open: boolean;
  activeId: number | null;
  contacts: ChatContact[];
  /** loaded history per contact, older first */
  messages: Record<number, ChatMessage[]>;
  /** whether paging back may find more (the last page was full) */
  more: Record<number, boolean>;
  loading: boolean;
  offered: OfferedGoods | null;
  /** the order attached to the next message, for the contact it was attached for */
  attached: { contactId: number; order: AttachedOrder } | null;
}

export const useChatStore = create<ChatState>(() => ({
  open: false,
  activeId: null,
  contacts: [],
  messages: {},
  more: {},
  loading: false,
  offered: null,
  attached: null,
}));

const set = useChatStore.setState;
const get = useChatStore.getState;

/** The header badge is the sum of the contacts' unread counts (docs/api.md#calls). */
function syncBadge(contacts: ChatContact[]) {
  useAppStore.setState({ chat_number: contacts.reduce((n, c) => n + (c.count || 0), 0) });
}

function setContacts(contacts: ChatContact[]) {
  set({ contacts });
  syncBadge(contacts);
}

export async function loadContacts(): Promise<void> {
  const contacts = await chatApi.lists();
  // a contact opened from a shop before its first message stays in the list
  const extra = get().contacts.filter((c) => c.id === get().activeId && !contacts.some((n) => n.id === c.id));
  setContacts([...contacts, ...extra]);
}

async function loadLatest(id: number) {
  set({ loading: true });
  try {
    const page = await chatApi.history(id);
    set((s) => ({
      messages: { ...s.messages, [id]: page },
      more: { ...s.more, [id]: page.length === CHAT_HISTORY_PAGE },
    }));
  } finally {
    set({ loading: false });
  }
}

/** Pages back: the 30 messages before the oldest one shown. */
export async function loadOlder(): Promise<number> {
  const id = get().activeId;
  if (id === null || get().loading) return 0;
  const shown = get().messages[id] ?? [];
  if (!shown[0]) return 0;
  set({ loading: true });
  try {
    const page = await chatApi.history(id, shown[0].id);
    set((s) => ({
      messages: { ...s.messages, [id]: [...page, ...(s.messages[id] ?? [])] },
      more: { ...s.more, [id]: page.length === CHAT_HISTORY_PAGE },
    }));
    return page.length;
  } finally {
    set({ loading: false });
  }
}

/** Switching contact clears its unread count and loads its history. */
export async function selectContact(id: number): Promise<void> {
  set({ activeId: id });
  const contact = get().contacts.find((c) => c.id === id);
  if (contact?.count) {
    setContacts(get().contacts.map((c) => (c.id === id ? { ...c, count: 0 } : c)));
    void chatApi.clear(id).catch(() => undefined);
  }
  await loadLatest(id);
}

export interface ChatTarget {
  /** a user id (a merchant, or 0 for customer service) */
  userId?: number;
  /** a shop whose owner to chat with */
  shopId?: number;
  /** a product to offer as a card */
  goods?: OfferedGoods;
  /** an order to attach to the next message to the contact (a merchant's "Contact buyer"); nothing is sent yet */
  order?: AttachedOrder;
  /** how to show `userId` until a first message makes them a contact (a merchant's buyer) */
  who?: { name: string; avatar: string };
}

/** A contact shown before any message was exchanged with them (kept by loadContacts while open). */
const newContact = (id: number, name: string, avatar: string, shopId: number | null): ChatContact => ({
  id,
  user_id: id,
  name,
  avatar,
  count: 0,
  type: "",
  content: "",
  createtime: 0,
  online: false,
  service: false,
  shop_id: shopId,
});

/** Opens the chat window, optionally on one contact (a shop's owner, a user, customer service). */
export async function openChat(target: ChatTarget = {}): Promise<void> {
  if (!useAppStore.getState().token) {
    useAppStore.getState().openDialog("loginDialog");
    return;
  }
  set({ open: true, offered: target.goods ?? null, attached: null });
  let id = target.userId ?? null;
  if (target.shopId) {
    const shop = await chatApi.shopContact(target.shopId);
    id = shop.user_id;
    if (!get().contacts.some((c) => c.id === id))
      set((s) => ({ contacts: [...s.contacts, newContact(shop.user_id, shop.name, shop.avatar, shop.shop_id)] }));
  }
  const who = target.who;
  if (id !== null && who && !get().contacts.some((c) => c.id === id))
    set((s) => ({ contacts: [...s.contacts, newContact(id as number, who.name, who.avatar, null)] }));
  set({ activeId: id, ...(target.order && id !== null ? { attached: { contactId: id, order: target.order } } : {}) });
  await loadContacts().catch(() => undefined);
  const contacts = get().contacts;
  // the given contact, else one with unread messages, else the latest conversation, else customer service
  const pick =
    id ??
    contacts.find((c) => c.count > 0)?.id ??
    contacts.find((c) => !c.service && c.createtime > 0)?.id ??
    SUPPORT_CONTACT_ID;
  await selectContact(pick);
}

/** Closing sends a clear for the open contact. */
export function closeChat(): void {
  const id = get().activeId;
  if (id !== null) void chatApi.clear(id).catch(() => undefined);
  set({ open: false, offered: null, attached: null });
}

/** A message's line in the contact list (as the server's lists answer it: the order by its number). */
function previewOf(m: ChatMessage): string {
  const c = m.message.content as { text?: string; title?: string; order_no?: string };
  if (m.message.type === "text") return c.text ?? "";
  if (m.message.type === "goods") return c.title ?? "";
  return m.message.type === "order" ? (c.order_no ?? "") : "";
}

const counted = new Set<number>();

/** A chat or service frame (or our own sent message): into the history, the list and the badge. */
export function receive(m: ChatMessage, service: boolean): void {
  const me = useAppStore.getState().userData?.user_id;
  // in the customer-service thread every sender but contact 0 is the user
  const mine = service ? m.form.id !== SUPPORT_CONTACT_ID : m.form.id === me;
  const contactId = service ? SUPPORT_CONTACT_ID : mine ? m.to_id : m.form.id;
  const s = get();
  const shown = s.messages[contactId];
  if (shown && !shown.some((x) => x.id === m.id)) {
    set({ messages: { ...s.messages, [contactId]: [...shown, m].sort((a, b) => a.id - b.id) } });
  }
  const contact = s.contacts.find((c) => c.id === contactId);
  if (!contact) {
    void loadContacts().catch(() => undefined);
    return;
  }
  const visible = s.open && s.activeId === contactId;
  const raise = !mine && !visible && !counted.has(m.id);
  if (!mine) counted.add(m.id);
  if (!mine && visible) void chatApi.clear(contactId).catch(() => undefined);
  const updated = {
    ...contact,
    type: m.message.type,
    content: previewOf(m),
    createtime: m.createtime,
    count: raise ? contact.count + 1 : contact.count,
  };
  const others = s.contacts.filter((c) => c.id !== contactId);
  const support = others.filter((c) => c.service);
  setContacts(updated.service ? [updated, ...others] : [...support, updated, ...others.filter((c) => !c.service)]);
}

export function resetChat(): void {
  set({ open: false, activeId: null, contacts: [], messages: {}, more: {}, offered: null, attached: null });
}
