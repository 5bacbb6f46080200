import { describe, expect, it } from "vitest";
import { bestUnit } from "./duration";

describe("an order timer shown in its best unit", () => {
  it("writes whole days as days, whole hours as hours, anything else as minutes", () => {
    expect(bestUnit(2880)).toEqual({ count: 2, unit: "day" });
    expect(bestUnit(90 * 1440)).toEqual({ count: 90, unit: "day" });
    expect(bestUnit(2160)).toEqual({ count: 36, unit: "hour" });
    expect(bestUnit(60)).toEqual({ count: 1, unit: "hour" });
    expect(bestUnit(90)).toEqual({ count: 90, unit: "minute" });
    expect(bestUnit(1)).toEqual({ count: 1, unit: "minute" });
    expect(bestUnit(0)).toEqual({ count: 0, unit: "minute" });
  });
});
