import { type LegacyPattern, readLegacy } from "@mp/texts";
import { type Db, type Parsed, upgradeLegacyTexts } from "../../platform/db/index.js";

/**
 * The English order events written before events were keys (docs/languages.md), each to its
 * `event.<name>` text; a reason a person wrote is kept apart as the note.
 */
const EVENTS: LegacyPattern[] = [
  { match: /^Order placed$/, key: "event.created" },
  { match: /^Paid from the wallet$/, key: "event.paid" },
  { match: /^Cancelled by the buyer\.?$/, key: "event.cancelled_by_buyer" },
  { match: /^Not paid within (?<wait>.+), cancelled automatically\.?$/, key: "event.cancelled_unpaid" },
  { match: /^Receipt confirmed by the buyer$/, key: "event.received_by_buyer" },
  { match: /^Receipt confirmed automatically (?<after>.+) after shipping$/, key: "event.received_auto" },
  { match: /^Shipped with (?<carrier>.+), tracking number (?<tracking>\S+)$/, key: "event.shipped" },
  {
    match: /^Shipped by the supplier desk with (?<carrier>.+), tracking number (?<tracking>\S+)$/,
    key: "event.shipped_by_desk",
  },
  { match: /^After-sales period ended; the order is complete$/, key: "event.settled" },
  { match: /^Shipping address changed by the buyer$/, key: "event.address_changed" },
  { match: /^Reviewed by the buyer$/, key: "event.commented" },
  { match: /^The supplier goods are paid for; the supplier desk is preparing the parcel$/, key: "event.preparing" },
  { match: /^Refund requested \(return and refund\)$/, key: "event.refund_requested_return" },
  { match: /^Refund requested \(refund only\)$/, key: "event.refund_requested_only" },
  { match: /^Refund (?<refund_no>\S+) withdrawn by the buyer$/, key: "event.refund_withdrawn" },
  { match: /^Goods sent back: (?<carrier>\S+) (?<tracking>\S+)$/, key: "event.refund_goods_sent_back" },
  { match: /^Refund (?<refund_no>\S+) sent to platform arbitration$/, key: "event.refund_to_arbitration" },
  { match: /^Refund (?<refund_no>\S+) agreed; waiting for the goods$/, key: "event.refund_agreed" },
  { match: /^Refund (?<refund_no>\S+) refused: (?<note>[\s\S]*)$/, key: "event.refund_refused" },
  {
    match: /^Refund (?<refund_no>\S+) closed by the platform: (?<note>[\s\S]*)$/,
    key: "event.refund_closed_by_platform",
  },
  { match: /^Refund (?<refund_no>\S+) of (?<amount>\$[\d.]+) succeeded$/, key: "event.refund_succeeded" },
];

/** One old event as a text and a note; null when it is none of the old patterns. */
export const parseLegacyEvent = (content: string): Parsed | null => readLegacy(content, EVENTS);

/** Gives every order event written the old way its text (at start: platform/db/legacy-texts.ts). */
export const upgradeLegacyEvents = (db: Db) =>
  upgradeLegacyTexts(db, { table: "order_events", words: "content", text: "text" }, (r) => parseLegacyEvent(r.words));
