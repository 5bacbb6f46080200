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
});
