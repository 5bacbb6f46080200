import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.js";
import type { Database } from "./db/index.js";
import { DEPLOYMENT_SETTING, deploymentId, redisNamespace } from "./deployment.js";
import { getSetting } from "./settings/index.js";

describe("the deployment's identity (kept in its database)", () => {
  let one: Database;
  let other: Database;
  beforeAll(async () => {
    [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
  });

  it("is made once: processes starting together on one database all read the same id", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => deploymentId(one.db)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await getSetting(one.db, DEPLOYMENT_SETTING, { id: "" })).toEqual({ id: ids[0] });
    // a later start reads it again
    expect(await deploymentId(one.db)).toBe(ids[0]);
  });

  it("differs between databases, and names the deployment's keys in Redis", async () => {
    const [a, b] = [await deploymentId(one.db), await deploymentId(other.db)];
    expect(a).not.toBe(b);
    expect(redisNamespace(a)).not.toBe(redisNamespace(b));
    expect(redisNamespace(a)).toBe(`mp:d:${a}:`);
  });
});
