import { describe, expect, it } from "vitest";
import { parseLegacyNotice } from "../../modules/messages/legacy-notices.js";
import { parseLegacyEvent } from "../../modules/orders/legacy-events.js";
import { parseLegacyMemo } from "../../modules/wallet/legacy-memos.js";

/**
 * Each English sentence the code wrote before texts were keys (as it wrote it) reads back as its
 * key, parameters and staff note; anything else is not guessed at.
 */
const days = (count: number) => ({ text: { key: "common.duration.day", params: { count } } });

describe("the old ledger memos", () => {
  it.each([
    ["Order 2026112900001", "order:1:pay", { key: "ledger.order_paid", params: { order_no: "2026112900001" } }, ""],
    [
      "Order 2026112900001 cancelled",
      "order:1:cancel",
      { key: "ledger.order_cancelled", params: { order_no: "2026112900001" } },
      "",
    ],
    [
      "Order 2026112900001 settled",
      "order:1:settle",
      { key: "ledger.order_settled", params: { order_no: "2026112900001" } },
      "",
    ],
    ["Refund R20261129001", "refund:1", { key: "ledger.refund", params: { refund_no: "R20261129001" } }, ""],
    ["Withdrawal #1 requested", "withdrawal:1:request", { key: "ledger.withdrawal_requested", params: { id: 1 } }, ""],
    [
      "Recharge #3 approved: BANKREF-778812",
      "recharge:3:approve",
      { key: "ledger.recharge_approved", params: { id: 3 } },
      "BANKREF-778812",
    ],
    [
      "Withdrawal #4 rejected: wrong address",
      "withdrawal:4:reject",
      { key: "ledger.withdrawal_rejected", params: { id: 4 } },
      "wrong address",
    ],
    ["Bond refund #2 agreed", "bond_refund:2:agree", { key: "ledger.bond_refund_agreed", params: { id: 2 } }, ""],
    [
      "Bond paid (contract v3 signed by Ada Lovelace)",
      "bond:1:pay",
      { key: "ledger.bond_paid", params: { version: 3, name: "Ada Lovelace" } },
      "",
    ],
    ["Duplicate goodwill", "correction:9f1c", { key: "ledger.correction" }, "Duplicate goodwill"],
  ])("%s", (memo, reference, text, note) => {
    expect(parseLegacyMemo(memo, reference)).toEqual({ text, note });
  });

  it("leaves a sentence it does not know alone", () => {
    expect(parseLegacyMemo("Opening balance carried over", "import:1")).toBeNull();
  });
});

describe("the old notices", () => {
  it.each([
    [
      "Order cancelled",
      "Order 7: Cancelled by the buyer. The payment has been returned to your wallet.",
      "notice.order_cancelled_by_you_refunded",
      { order_no: "7" },
      "",
    ],
    [
      "Order cancelled",
      "Order 7: Not paid within 2 days, cancelled automatically.",
      "notice.order_cancelled_unpaid",
      { order_no: "7", wait: days(2) },
      "",
    ],
    [
      "Order settled",
      "Order 7: $1000.00 moved to your available balance.",
      "notice.order_settled",
      { order_no: "7", amount: { money: "100000" } },
      "",
    ],
    [
      "Refund refused",
      "Refund R1 was refused: the box is open",
      "notice.refund_refused",
      { refund_no: "R1" },
      "the box is open",
    ],
    [
      "Your store is locked",
      'Your store "Aurora Lighting Studio" was locked: fake goods. Please contact customer service.',
      "notice.store_locked",
      { shop: "Aurora Lighting Studio" },
      "fake goods",
    ],
    [
      "Bond paid",
      "$1000.00 moved from your wallet to your shop's bond. Bond: $1000.00, store level 2.",
      "notice.bond_paid",
      { amount: { money: "100000" }, bond: { money: "100000" }, level: 2 },
      "",
    ],
  ])("%s: %s", (title, content, key, params, note) => {
    expect(parseLegacyNotice(title, content)).toEqual({ text: { key, params }, note });
  });

  it("leaves a notice it does not know alone", () => {
    expect(parseLegacyNotice("Maintenance tonight", "The site is down from 2 to 3.")).toBeNull();
  });
});

describe("the old order events", () => {
  it.each([
    ["Order placed", { key: "event.created", params: {} }, ""],
    ["Cancelled by the buyer.", { key: "event.cancelled_by_buyer", params: {} }, ""],
    [
      "Not paid within 30 minutes, cancelled automatically.",
      {
        key: "event.cancelled_unpaid",
        params: { wait: { text: { key: "common.duration.minute", params: { count: 30 } } } },
      },
      "",
    ],
    [
      "Shipped by the supplier desk with SF Express, tracking number SF100",
      { key: "event.shipped_by_desk", params: { carrier: "SF Express", tracking: "SF100" } },
      "",
    ],
    [
      "Refund R7 closed by the platform: photos show no defect",
      { key: "event.refund_closed_by_platform", params: { refund_no: "R7" } },
      "photos show no defect",
    ],
    [
      "Refund R7 of $49.90 succeeded",
      { key: "event.refund_succeeded", params: { refund_no: "R7", amount: { money: "4990" } } },
      "",
    ],
  ])("%s", (content, text, note) => {
    expect(parseLegacyEvent(content)).toEqual({ text, note });
  });
});
