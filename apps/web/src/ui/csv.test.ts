import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes what needs quoting and doubles quotes", () => {
    expect(
      toCsv(
        ["id", "name"],
        [
          [1, 'Ann "A", Lee'],
          [2, "two\nlines"],
        ],
      ),
    ).toBe('id,name\r\n1,"Ann ""A"", Lee"\r\n2,"two\nlines"');
  });
  it("leaves empty cells empty and keeps numbers as they are", () => {
    expect(toCsv(["a", "b", "c"], [[null, undefined, -12.5]])).toBe("a,b,c\r\n,,-12.5");
  });
  it("stops a cell from running as a spreadsheet formula", () => {
    expect(toCsv(["x"], [['=HYPERLINK("http://x")'], ["+1"], ["@SUM(A1)"], ["-2"]])).toBe(
      'x\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n\'-2',
    );
  });
});
