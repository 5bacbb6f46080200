import { and, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { USER_CARDS_SQL } from "../accounts/index.js";
import { SHOP_CARDS_SQL } from "../catalogue/index.js";
import { chatContacts, chatMessages, supportThreads } from "./chat.tables.js";

/**
 * The tail of every insert into chat_contacts (alias `cc`) for a new message: an existing row
 * keeps the newest last message (a late commit never replaces a newer one) and adds the unread
 * count. Answers each owner and whether its row is new (first contact).
 */
export const CONTACT_UPSERT = `on conflict (owner_id, contact_id) do update set
  last_message_id = greatest(cc.last_message_id, excluded.last_message_id),
  last_type = case when excluded.last_message_id > cc.last_message_id then excluded.last_type else cc.last_type end,
  last_content = case when excluded.last_message_id > cc.last_message_id then excluded.last_content else cc.last_content end,
  last_at = greatest(cc.last_at, excluded.last_at),
  unread = cc.unread + excluded.unread
returning owner_id, (xmax = 0) as inserted`;

export type MessageRow = typeof chatMessages.$inferSelect;

/** Who a party is in chat: a merchant shows as their shop. */
export interface PartyRow {
  id: number;
  nickname: string;
  avatar: string;
  shop_id: number | null;
  shop_name: string | null;
  shop_avatar: string | null;
}

export interface ContactTouch {
  owner: number;
  contact: number;
  /** 1 when the message is unread for this owner */
  unread: 0 | 1;
}

/**
 * Stores a message and moves it to the top of the given chat lists, in one statement (one round
 * trip, atomic). Rows are touched in (owner, contact) order so two opposite sends cannot
 * deadlock; a late commit never replaces a newer last message. Returns the owners whose contact
 * row is new (first contact).
 */
export async function storeMessage(
  db: Db,
  v: { fromUserId: number; toUserId: number; staffId?: number | null; type: string; content: Record<string, unknown> },
  touches: ContactTouch[],
): Promise<{ message: MessageRow; firstFor: Set<number> }> {
  const sorted = [...touches].sort((a, b) => a.owner - b.owner || a.contact - b.contact);
  const values = sql.join(
    sorted.map((t, i) => sql`(${i}::int, ${t.owner}::int, ${t.contact}::int, ${t.unread}::int)`),
    sql`, `,
  );
  const [row] = await queryRows<{
    id: number;
    from_user_id: number;
    to_user_id: number;
    staff_id: number | null;
    type: string;
    content: Record<string, unknown>;
    read: boolean;
    created_at: Date | string;
    first_for: number[] | null;
  }>(
    db,
    sql`with m as (
          insert into chat_messages (from_user_id, to_user_id, staff_id, type, content)
          values (${v.fromUserId}, ${v.toUserId}, ${v.staffId ?? null}, ${v.type}, ${JSON.stringify(v.content)}::jsonb)
          returning *
        ), c as (
          insert into chat_contacts as cc (owner_id, contact_id, last_message_id, last_type, last_content, last_at, unread)
          select t.owner, t.contact, m.id, m.type, m.content, m.created_at, t.unread
          from m, (values ${values}) as t(n, owner, contact, unread)
          order by t.n
          ${sql.raw(CONTACT_UPSERT)}
        )
        select m.*, (select array_agg(owner_id) from c where inserted) as first_for from m`,
  );
  if (!row) throw new Error("chat message insert returned no row");
  return {
    message: {
      id: row.id,
      fromUserId: row.from_user_id,
      toUserId: row.to_user_id,
      staffId: row.staff_id,
      type: row.type,
      content: row.content,
      read: row.read,
      createdAt: new Date(row.created_at),
    },
    firstFor: new Set(row.first_for ?? []),
  };
}

export async function hasWritten(db: Db, from: number, to: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from chat_messages where least(from_user_id, to_user_id) = ${Math.min(from, to)}
        and greatest(from_user_id, to_user_id) = ${Math.max(from, to)} and from_user_id = ${from} limit 1`,
  );
  return rows.length > 0;
}

/** One page of a conversation, newest first, older than lastId when given. */
export function historyPage(db: Db, a: number, b: number, lastId: number | undefined, limit: number) {
  return queryRows<{
    id: number;
    from_user_id: number;
    to_user_id: number;
    staff_id: number | null;
    type: string;
    content: Record<string, unknown>;
    read: boolean;
    created_at: Date;
  }>(
    db,
    sql`select id, from_user_id, to_user_id, staff_id, type, content, read, created_at from chat_messages
        where least(from_user_id, to_user_id) = ${Math.min(a, b)} and greatest(from_user_id, to_user_id) = ${Math.max(a, b)}
        ${lastId ? sql`and id < ${lastId}` : sql``}
        order by id desc limit ${limit}`,
  );
}

/** Who chat parties are, cached for a few seconds: every send needs both sides and they rarely change. */
const PARTY_TTL_MS = 10_000;
const partyCache = new Map<number, { row: PartyRow; at: number }>();

export async function parties(db: Db, ids: number[]): Promise<Map<number, PartyRow>> {
  const found = new Map<number, PartyRow>();
  const now = Date.now();
  const missing: number[] = [];
  for (const id of new Set(ids.filter((i) => i > 0))) {
    const hit = partyCache.get(id);
    if (hit && now - hit.at < PARTY_TTL_MS) found.set(id, hit.row);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await queryRows<PartyRow>(
    db,
    sql`select u.id, u.nickname, u.avatar, s.id as shop_id, s.name as shop_name, s.avatar as shop_avatar
        from ${sql.raw(USER_CARDS_SQL)} u left join ${sql.raw(SHOP_CARDS_SQL)} s on s.user_id = u.id
        where u.id in (${sql.join(
          missing.map((i) => sql`${i}`),
          sql`, `,
        )})`,
  );
  if (partyCache.size > 50_000) partyCache.clear();
  for (const r of rows) {
    partyCache.set(r.id, { row: r, at: now });
    found.set(r.id, r);
  }
  return found;
}

export interface ContactRow {
  contact_id: number;
  last_type: string;
  last_content: Record<string, unknown>;
  last_at: Date;
  unread: number;
}

export function listContacts(db: Db, ownerId: number, limit: number) {
  return queryRows<ContactRow>(
    db,
    sql`select contact_id, last_type, last_content, last_at, unread from chat_contacts
        where owner_id = ${ownerId} order by last_at desc limit ${limit}`,
  );
}

export async function clearUnread(db: Db, ownerId: number, contactId: number) {
  await db
    .update(chatContacts)
    .set({ unread: 0 })
    .where(and(eq(chatContacts.ownerId, ownerId), eq(chatContacts.contactId, contactId)));
  await db
    .update(chatMessages)
    .set({ read: true })
    .where(
      and(eq(chatMessages.toUserId, ownerId), eq(chatMessages.fromUserId, contactId), eq(chatMessages.read, false)),
    );
}

/** The user's customer-service thread: waiting for staff when the user wrote last. */
export async function touchSupportThread(db: Db, userId: number, m: MessageRow, fromUser: boolean) {
  await db
    .insert(supportThreads)
    .values({
      userId,
      staffUnread: fromUser ? 1 : 0,
      lastMessageId: m.id,
      lastType: m.type,
      lastContent: m.content,
      lastAt: m.createdAt,
      waiting: fromUser,
    })
    .onConflictDoUpdate({
      target: supportThreads.userId,
      set: {
        staffUnread: fromUser ? sql`${supportThreads.staffUnread} + 1` : sql`0`,
        lastMessageId: m.id,
        lastType: m.type,
        lastContent: m.content,
        lastAt: m.createdAt,
        waiting: fromUser,
      },
    });
}
