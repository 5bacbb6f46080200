import { describe, expect, it } from "vitest";
import { auditDiff } from "./detail-diff";

describe("auditDiff", () => {
  it("lines up the before and after of each field, marking the changed ones", () => {
    const { lines, context } = auditDiff({
      before: { fee_rate: "0.50", on: true },
      after: { fee_rate: "0.60", on: true, min: 100 },
      reason: "new bank costs",
    });
    expect(lines).toEqual([
      { path: "fee_rate", before: "0.50", after: "0.60", changed: true },
      { path: "on", before: "true", after: "true", changed: false },
      { path: "min", before: undefined, after: "100", changed: true },
    ]);
    expect(context).toEqual([["reason", "new bank costs"]]);
  });

  it("reads scalar sides and details without before and after", () => {
    expect(auditDiff({ before: "normal", after: "locked" }).lines).toEqual([
      { path: "value", before: "normal", after: "locked", changed: true },
    ]);
    expect(auditDiff({ note: "x", ip: "1.2.3.4" })).toEqual({
      lines: [],
      context: [
        ["note", "x"],
        ["ip", "1.2.3.4"],
      ],
    });
  });

  it("shows money as money: dollars an entry kept as decimals, cents its *_minor fields kept", () => {
    const { lines, context } = auditDiff({
      before: { levels: [{ bond_minor: 0 }], price_cap_minor: 30000 },
      after: { levels: [{ bond_minor: 150000 }], price_cap_minor: null },
      amount: "1500.00",
      user_id: 12,
      fee_rate: "0.60",
    });
    expect(context).toEqual([
      ["amount", "US$1,500.00"],
      ["user_id", "12"],
      ["fee_rate", "0.60"],
    ]);
    expect(lines).toContainEqual({ path: "price_cap_minor", before: "US$300.00", after: "null", changed: true });
    expect(auditDiff({ amount: "107.88", note: "1500.00" }).context).toEqual([
      ["amount", "US$107.88"],
      ["note", "1500.00"],
    ]);
  });
});
