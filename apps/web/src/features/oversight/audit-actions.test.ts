import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { applyLanguage, i18n, loadStrings } from "../../lib/i18n";
import { actionName } from "./format";

const serverSrc = new URL("../../../../server/src/", import.meta.url).pathname;

/** Every audit action the server writes: the dotted codes on its `audit(...)` / `record(...)` lines and its rules' actions. */
function serverActions(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) {
        for (const line of readFileSync(p, "utf8").split("\n")) {
          const codes = [...line.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)].map((m) => m[1] as string);
          if (/\baudit\(|\brecord\(/.test(line)) for (const c of codes) found.add(c);
          for (const c of codes) if (c.startsWith("rules.")) found.add(c);
        }
      }
    }
  };
  walk(serverSrc);
  return [...found].sort();
}

describe("the audit log's action names", () => {
  beforeAll(async () => {
    Object.assign(globalThis, { document: { documentElement: {} } });
    await applyLanguage("en");
    await loadStrings("console");
  });

  it("names every action the server writes, in English", () => {
    const actions = serverActions();
    // the log's best-known actions are among them: the reading above finds the server's calls
    expect(actions).toEqual(expect.arrayContaining(["goods.takedown", "rules.order_timers", "wallet.freeze"]));
    const unnamed = actions.filter((a) => actionName(i18n.t, a) === a);
    expect(unnamed).toEqual([]);
  });

  it("shows a name, not the code, and the code itself for an action it does not know", () => {
    expect(actionName(i18n.t, "goods.takedown")).toBe("Goods taken down");
    expect(actionName(i18n.t, "rules.order_timers")).toBe("Order timers changed");
    expect(actionName(i18n.t, "refund.arbitrate.approve")).toBe("Refund decided for the buyer");
    expect(actionName(i18n.t, "future.thing")).toBe("future.thing");
  });
});
