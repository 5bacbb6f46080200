/** The platform's customer-service contact in every chat list (answered by support staff). */
export const SUPPORT_CONTACT_ID = 0;
/** chat/history2 page size; paging back continues while a page is full (docs/rules.md#constants) */
export const CHAT_HISTORY_PAGE = 30;
export const CHAT_TEXT_MAX = 2000;
/** chat/send calls a user may make per window (per process) */
export const CHAT_SEND_RATE = { max: 30, windowMs: 10_000 } as const;
export const CHAT_MESSAGE_TYPES = ["text", "img", "goods", "order"] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** The support desk's queue filters. */
export const SUPPORT_QUEUE_FILTERS = ["all", "waiting", "mine", "unassigned"] as const;
export type SupportQueueFilter = (typeof SUPPORT_QUEUE_FILTERS)[number];

/**
 * Content by type: text is plain text (never HTML), img an uploaded image of ours, goods and order
 * server-built cards (an order's card only between its buyer and its shop, or to customer service).
 */
export type ChatContent =
  | { text: string; key?: "welcome"; shop?: string }
  | { url: string; fullurl?: string }
  | { id: number; title: string; image: string; price: string; shop_id: number }
  | ChatOrderCard;

/** An order sent as a card: its number, first line, items and what was paid; each reader's app words it. */
export interface ChatOrderCard {
  id: number;
  order_no: string;
  image: string;
  title: string;
  /** how many lines the order has */
  lines: number;
  /** how many items */
  number: number;
  pay: string;
  shop_id: number;
  buyer_id: number;
}

export interface ChatParty {
  id: number;
  name: string;
  avatar: string;
}

/** One message, as history2 answers it and as a `chat` / `service` frame carries it. */
export interface ChatMessage {
  id: number;
  message: { type: ChatMessageType; content: ChatContent };
  form: ChatParty;
  to_id: number;
  createtime: number;
  read: boolean;
}

export interface ChatContact {
  id: number;
  user_id: number;
  name: string;
  avatar: string;
  /** unread messages from this contact */
  count: number;
  /** last message's type and content (img shows as "[Picture]") */
  type: ChatMessageType | "";
  content: string;
  createtime: number;
  online: boolean;
  /** the platform's customer service */
  service: boolean;
  /** the contact's shop, when they are a merchant */
  shop_id: number | null;
}
