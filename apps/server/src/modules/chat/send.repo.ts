import { type Db, type PreparedStatement, queryPrepared } from "../../platform/db/index.js";
import { USER_CARDS_SQL } from "../accounts/index.js";
import { SHOP_CARDS_SQL } from "../catalogue/index.js";
import { SHOP_BUYERS_SQL } from "../orders/index.js";
import type { StoredMessage } from "./chat.presenters.js";
import { CONTACT_UPSERT, type PartyRow } from "./chat.repo.js";

/**
 * chat/send to a contact in one round trip: on this machine every database round trip costs
 * more CPU than the rest of the call (bench/README.md, Chat). The statement finds both parties,
 * stores the message only when the receiver may be written to (a merchant, someone who wrote
 * to the sender first, or a buyer of the sender's shop: "Contact buyer" on an order), moves it to the top of both chat lists (as storeMessage does: rows in
 * owner order so opposite sends cannot deadlock, a late commit never replaces a newer last
 * message) and answers the parties' display data and whether the sender's list row is new.
 * The parties' display data comes through the accounts and catalogue modules' SQL fragments,
 * composed into this one statement's text.
 * $1 sender, $2 receiver, $3 type, $4 content (JSON text).
 */
const SEND_TO_CONTACT: PreparedStatement = {
  name: "chat_send_to_contact_v3",
  text: `with p as (
      select u.id, u.nickname, u.avatar, s.id as shop_id, s.name as shop_name, s.avatar as shop_avatar
      from ${USER_CARDS_SQL} u left join ${SHOP_CARDS_SQL} s on s.user_id = u.id
      where u.id = $1::int or u.id = $2::int
    ), allowed as (
      select 1 from p
      where p.id = $2::int and (p.shop_id is not null or exists (
        select 1 from chat_messages w
        where least(w.from_user_id, w.to_user_id) = least($1::int, $2::int)
          and greatest(w.from_user_id, w.to_user_id) = greatest($1::int, $2::int)
          and w.from_user_id = $2::int)
        or exists (
          select 1 from p s, ${SHOP_BUYERS_SQL} b
          where s.id = $1::int and b.shop_id = s.shop_id and b.user_id = $2::int))
    ), m as (
      insert into chat_messages (from_user_id, to_user_id, type, content)
      select $1::int, $2::int, $3::text, $4::jsonb from allowed
      returning id, type, content, read, created_at
    ), c as (
      insert into chat_contacts as cc (owner_id, contact_id, last_message_id, last_type, last_content, last_at, unread)
      select t.owner, t.contact, m.id, m.type, m.content, m.created_at, t.unread
      from m, (values ($1::int, $2::int, 0), ($2::int, $1::int, 1)) as t(owner, contact, unread)
      order by t.owner
      ${CONTACT_UPSERT}
    )
    select m.id, m.type, m.content, m.read, m.created_at,
      exists (select 1 from c where c.owner_id = $1::int and c.inserted) as first,
      (select row_to_json(p) from p where p.id = $1::int) as sender,
      (select row_to_json(p) from p where p.id = $2::int) as receiver
    from (values (1)) as one left join m on true`,
};

export interface SentToContact {
  /** null when the receiver may not be written to (nothing was stored) */
  message: StoredMessage | null;
  sender: PartyRow | undefined;
  receiver: PartyRow | undefined;
  /** the sender had no chat list row for the receiver before (first contact) */
  first: boolean;
}

export async function sendToContact(
  db: Db,
  from: number,
  to: number,
  type: string,
  content: Record<string, unknown>,
): Promise<SentToContact> {
  const [row] = await queryPrepared<{
    id: number | null;
    type: string;
    content: Record<string, unknown>;
    read: boolean;
    created_at: Date | string;
    first: boolean;
    sender: PartyRow | null;
    receiver: PartyRow | null;
  }>(db, SEND_TO_CONTACT, [from, to, type, JSON.stringify(content)]);
  if (!row) throw new Error("chat send returned no row");
  return {
    message:
      row.id === null
        ? null
        : {
            id: row.id,
            fromUserId: from,
            toUserId: to,
            type: row.type,
            content: row.content,
            read: row.read,
            createdAt: new Date(row.created_at),
          },
    sender: row.sender ?? undefined,
    receiver: row.receiver ?? undefined,
    first: row.first,
  };
}
