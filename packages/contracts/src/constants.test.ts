import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/** Every file the constants entry reaches through its imports, value and type alike. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const src = readFileSync(join(here, file), "utf8");
  for (const m of src.matchAll(/from "(\.\/[^"]+)\.js"/g)) reach(`${m[1]}.ts`, seen);
  return seen;
}

describe("@mp/contracts/constants", () => {
  it("never imports zod, so the web's first screens do not load the schema library", () => {
    const files = reach("./constants.ts");
    expect(files.size).toBeGreaterThan(5);
    for (const f of files) expect(readFileSync(join(here, f), "utf8"), f).not.toMatch(/from "zod"/);
  });
});
