import { type LegacyPattern, readLegacy } from "@mp/texts";
import { type Db, upgradeLegacyTexts } from "../../platform/db/index.js";

/**
 * The English notices written before notices were keys (docs/languages.md): "title|content" read
 * by the patterns of the code that wrote them, each to its `notice.<name>` text; a reason staff
 * wrote is kept apart as the note.
 */
const NOTICES: LegacyPattern[] = [
  {
    match:
      /^Order cancelled\|Order (?<order_no>\S+) was cancelled by the buyer before shipping; the payment went back to them\.$/,
    key: "notice.order_cancelled_by_buyer",
  },
  {
    match:
      /^Order cancelled\|Order (?<order_no>\S+): Cancelled by the buyer\. The payment has been returned to your wallet\.$/,
    key: "notice.order_cancelled_by_you_refunded",
  },
  {
    match: /^Order cancelled\|Order (?<order_no>\S+): Cancelled by the buyer\.$/,
    key: "notice.order_cancelled_by_you",
  },
  {
    match: /^Order cancelled\|Order (?<order_no>\S+): Not paid within (?<wait>.+), cancelled automatically\.$/,
    key: "notice.order_cancelled_unpaid",
  },
  {
    match:
      /^Order shipped\|Order (?<order_no>\S+) was shipped with (?<carrier>.+), tracking number (?<tracking>\S+)\.$/,
    key: "notice.order_shipped",
  },
  {
    match: /^Order settled\|Order (?<order_no>\S+): (?<amount>\$[\d.]+) moved to your available balance\.$/,
    key: "notice.order_settled",
  },
  { match: /^Order settled\|Order (?<order_no>\S+): nothing left to settle\.$/, key: "notice.order_settled_nothing" },
  {
    match: /^Payment successful\|Order (?<order_no>\S+) is paid \((?<amount>\$[\d.]+)\) and waits for shipping\.$/,
    key: "notice.payment_successful",
  },
  { match: /^New paid order\|Order (?<order_no>\S+) has been paid; please ship it\.$/, key: "notice.new_paid_order" },
  {
    match: /^Order being prepared\|Order (?<order_no>\S+) is being prepared for shipping\.$/,
    key: "notice.order_preparing",
  },
  {
    match:
      /^Receipt confirmed\|Order (?<order_no>\S+) was confirmed as received automatically (?<after>.+) after shipping\.$/,
    key: "notice.receipt_confirmed_auto",
  },
  {
    match: /^Refund requested\|Order (?<order_no>\S+): the buyer asks for a refund\. Please agree or refuse\.$/,
    key: "notice.refund_requested",
  },
  {
    match: /^Goods sent back\|Refund (?<refund_no>\S+): (?<carrier>\S+) (?<tracking>\S+)\.$/,
    key: "notice.refund_goods_sent_back",
  },
  { match: /^Refund agreed\|Refund (?<refund_no>\S+): please send the goods back\.$/, key: "notice.refund_agreed" },
  { match: /^Refund refused\|Refund (?<refund_no>\S+) was refused: (?<note>[\s\S]*)$/, key: "notice.refund_refused" },
  {
    match: /^Refund refused\|Refund (?<refund_no>\S+): the platform decided: (?<note>[\s\S]*)$/,
    key: "notice.refund_refused_by_platform",
  },
  {
    match: /^Refund succeeded\|Refund (?<refund_no>\S+): (?<amount>\$[\d.]+) went back to your wallet\.$/,
    key: "notice.refund_succeeded",
  },
  {
    match: /^Refund succeeded\|Refund (?<refund_no>\S+) of order (?<order_no>\S+) was paid out\.$/,
    key: "notice.refund_paid_out",
  },
  { match: /^Welcome to the marketplace\|Your account is ready\./, key: "notice.welcome" },
  { match: /^Coupons are here\|Claim a coupon/, key: "notice.coupons_here" },
  {
    match:
      /^Goods taken down\|Your goods "(?<title>[\s\S]*)" \(#(?<id>\d+)\) were taken down by the platform: (?<note>[\s\S]*)\. Staff can put them back on sale\.$/,
    key: "notice.goods_taken_down",
  },
  {
    match: /^Goods restored\|Your goods "(?<title>[\s\S]*)" \(#(?<id>\d+)\) may be sold again/,
    key: "notice.goods_restored",
  },
  {
    match:
      /^Your store is locked\|Your store "(?<shop>[\s\S]*)" was locked: (?<note>[\s\S]*)\. Please contact customer service\.$/,
    key: "notice.store_locked",
  },
  { match: /^Your store is open again\|Your store "(?<shop>[\s\S]*)" is open again\.$/, key: "notice.store_unlocked" },
  {
    match: /^Your new shop name is approved\|Your shop is now called "(?<name>[\s\S]*)"\.$/,
    key: "notice.shop_name_approved",
  },
  {
    match:
      /^Your new shop name was not approved\|The name "(?<name>[\s\S]*)" was not approved: (?<note>[\s\S]*)\. Your shop is still called "(?<old_name>[\s\S]*)"\.$/,
    key: "notice.shop_name_rejected",
  },
  {
    match: /^Your shop is open\|Your shop "(?<shop>[\s\S]*)" has been opened\. Welcome, merchant!$/,
    key: "notice.shop_opened",
  },
  {
    match:
      /^Your shop application was not approved\|Your application for "(?<shop>[\s\S]*)" was not approved: (?<note>[\s\S]*)\. You may fill it in again\.$/,
    key: "notice.shop_rejected",
  },
  {
    match: /^Bond refund agreed\|(?<amount>\$[\d.]+) of your bond is back in your wallet\.$/,
    key: "notice.bond_refund_agreed",
  },
  {
    match: /^Bond refund not agreed\|Your bond refund of (?<amount>\$[\d.]+) was not agreed: (?<note>[\s\S]*)$/,
    key: "notice.bond_refund_refused",
  },
  {
    match:
      /^Bond paid\|(?<amount>\$[\d.]+) moved from your wallet to your shop's bond\. Bond: (?<bond>\$[\d.]+), store level (?<level>\d+)\.$/,
    key: "notice.bond_paid",
  },
];

export const parseLegacyNotice = (title: string, content: string) => readLegacy(`${title}|${content}`, NOTICES);

/** Gives every notice written the old way its text (at start: platform/db/legacy-texts.ts). */
export const upgradeLegacyNotices = (db: Db) =>
  upgradeLegacyTexts(db, { table: "notices", words: "title", text: "text", also: ["content"] }, (r) =>
    parseLegacyNotice(r.words, r.content as string),
  );
