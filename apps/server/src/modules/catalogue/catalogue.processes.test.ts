import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../../test/harness.js";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import {
  createScratchDatabase,
  reportMissing,
  type ScratchDatabase,
  whyNoServices,
} from "../../../test/two-processes.js";
import { openDatabase } from "../../platform/db/index.js";
import { createStaff } from "../staff/index.js";
import { TREE_TTL_MS } from "./categories.service.js";

/**
 * Two real server processes on one PostgreSQL: a category hidden through one leaves the other's
 * menu (`common/init`) within the tree cache's bound (docs/rules.md#categories).
 */
const reason = await whyNoServices({ redis: false });
reportMissing(reason, "category changes across two processes");

describe.skipIf(reason !== null)("category changes across two server processes", () => {
  let scratch: ScratchDatabase;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let token = "";

  const post = async (base: string, url: string, body: object = {}, tk = "") => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(tk ? { token: tk } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };
  const menuIds = async (base: string) =>
    ((await post(base, "/api/wanlshop/common/init")).data.modulesData.categoryModules as { id: number }[]).map(
      (c) => c.id,
    );

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_cats");
    const env = { DATABASE_URL: scratch.url, DATA_DIR: scratch.dataDir, RATE_LIMIT_PER_MINUTE: "100000" };
    a = await spawnServer(env);
    b = await spawnServer(env);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused" });
    await createStaff(database.db, { email: "op@cats.test", name: "Op", role: "operator", password: "right-pass-1" });
    await database.close();
    token = (await post(a.url, "/api/admin/auth/login", { account: "op@cats.test", password: "right-pass-1" })).data
      .token;
  }, 120_000);

  afterAll(async () => {
    await stopServers(a, b);
    await scratch?.drop();
  });

  it("shows an added category on the other process, and hides it there within the bound", async () => {
    const added = await post(a.url, "/api/admin/category/add", { names: { en: "Lamps" } }, token);
    expect(added.code).toBe(1);
    const id = added.data.id as number;
    expect(await menuIds(a.url)).toContain(id);
    await expect.poll(() => menuIds(b.url), { timeout: TREE_TTL_MS + 2000, interval: 100 }).toContain(id);

    expect((await post(a.url, "/api/admin/category/save", { id, names: { en: "Lamps" }, hidden: 1 }, token)).code).toBe(
      1,
    );
    const saved = Date.now();
    expect(await menuIds(a.url)).not.toContain(id); // at once where it was saved
    await expect.poll(() => menuIds(b.url), { timeout: TREE_TTL_MS + 2000, interval: 100 }).not.toContain(id);
    expect(Date.now() - saved).toBeLessThanOrEqual(TREE_TTL_MS + 1000);
  });
});
