import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One word per concept (docs/glossary.md): code names a state by the contracts' constants
 * (ORDER_STATE.TO_SHIP, REFUND_STATE.REFUNDED, SHOP_STATE.open, APPLY_STATE.review, ...), never by
 * its bare number. Table definitions (`*.tables.ts`: checks and partial indexes, fixed by the
 * migrations), tests and comments are left out; SQL writes a constant as `${literal(X)}`.
 */

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const DIRS = ["apps/server/src", "apps/web/src"].map((d) => path.join(ROOT, d));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

const checked = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|tables)\.ts$/.test(file) && !file.includes(`${path.sep}seed${path.sep}`);

/** `x.state === 2`, `state <> 0` in SQL, `eq(t.state, 2)`, `inArray(t.state, [2, 3])`, `[4, 6].includes(o.state)`. */
const BARE = [
  /\b(?!use[A-Z])\w*[sS]tate\)?\s*(?:===|!==|==|!=|<>|<=|>=|=|<|>)\s*\d/,
  /\b(?:eq|ne|inArray|notInArray)\([\w.]*[sS]tate,\s*\[?\s*\d/,
  /\[\s*\d+(?:\s*,\s*\d+)*\s*\]\.includes\([\w.?]*[sS]tate\)/,
  /\b[sS]tate\s+(?:not\s+)?in\s*\(\s*\d/,
];

/** The source without comments (a doc comment may say "state 2"). */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("named states", () => {
  it("no bare-number state comparisons in server or web code", () => {
    const found: string[] = [];
    for (const file of DIRS.flatMap(walk).filter(checked)) {
      code(readFileSync(file, "utf8"))
        .split("\n")
        .forEach((line, i) => {
          if (BARE.some((re) => re.test(line))) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("would see one", () => {
    const lines = [
      "if (o.state !== 1) return;",
      "sql`where state = 4`",
      "eq(orders.state, 2)",
      "[4, 6].includes(o.state)",
    ];
    expect(BARE.some((re) => re.test("useState<0 | 1>(0)"))).toBe(false);
    for (const line of lines)
      expect(
        BARE.some((re) => re.test(code(line))),
        line,
      ).toBe(true);
    expect(BARE.some((re) => re.test("o.state === ORDER_STATE.TO_SHIP"))).toBe(false);
  });
});
