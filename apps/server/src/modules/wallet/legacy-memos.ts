import { type LegacyPattern, readLegacy, text } from "@mp/texts";
import { type Db, type Parsed, upgradeLegacyTexts } from "../../platform/db/index.js";

/**
 * The English memos the ledger was written with before memos were keys (docs/languages.md), each
 * to its key; a staff note after ": " is kept apart as the entry's note.
 */
const MEMOS: LegacyPattern[] = [
  { match: /^Order (?<order_no>\S+) cancelled$/, key: "ledger.order_cancelled" },
  { match: /^Order (?<order_no>\S+) settled$/, key: "ledger.order_settled" },
  { match: /^Order (?<order_no>\S+)$/, key: "ledger.order_paid" },
  { match: /^Supplier cost of order (?<order_no>\S+) returned$/, key: "ledger.supplier_cost_returned" },
  { match: /^Supplier goods of order (?<order_no>\S+)$/, key: "ledger.supplier_cost_paid" },
  { match: /^Refund (?<refund_no>\S+)$/, key: "ledger.refund" },
  { match: /^Withdrawal #(?<id>\d+) requested$/, key: "ledger.withdrawal_requested" },
  { match: /^Recharge #(?<id>\d+) approved(?:: (?<note>[\s\S]*))?$/, key: "ledger.recharge_approved" },
  { match: /^Withdrawal #(?<id>\d+) paid out(?:: (?<note>[\s\S]*))?$/, key: "ledger.withdrawal_paid" },
  { match: /^Withdrawal #(?<id>\d+) rejected(?:: (?<note>[\s\S]*))?$/, key: "ledger.withdrawal_rejected" },
  { match: /^Bond refund #(?<id>\d+) agreed(?:: (?<note>[\s\S]*))?$/, key: "ledger.bond_refund_agreed" },
  { match: /^Bond paid \(contract v(?<version>\d+) signed by (?<name>[\s\S]+)\)$/, key: "ledger.bond_paid" },
];

/** One old memo as a text and a note; null when it is none of the old patterns. */
export function parseLegacyMemo(memo: string, reference: string): Parsed | null {
  // a correction's memo was the finance staff's reason, as typed
  if (reference.startsWith("correction:")) return { text: text("ledger.correction"), note: memo };
  return readLegacy(memo, MEMOS);
}

/** Gives every ledger entry written the old way its text (at start: platform/db/legacy-texts.ts). */
export const upgradeLegacyMemos = (db: Db) =>
  upgradeLegacyTexts(db, { table: "ledger_entries", words: "memo", text: "memo_text", also: ["reference"] }, (r) =>
    parseLegacyMemo(r.words, r.reference as string),
  );
