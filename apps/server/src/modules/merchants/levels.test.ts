import { DEFAULT_STORE_LEVELS, levelOfBond } from "@mp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bondMerchant, pay, S } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { putSetting } from "../../platform/settings/index.js";
import { STORE_LEVELS_SETTING } from "./levels.js";

/** The level table is platform data (setting `store_levels`); the level is a pure function of the bond. */
describe("store level table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("the level is the highest whose bond is reached", () => {
    const at = (cents: number) => levelOfBond(DEFAULT_STORE_LEVELS, BigInt(cents));
    expect([
      at(0),
      at(99_999),
      at(100_000),
      at(499_999),
      at(500_000),
      at(1_999_999),
      at(2_000_000),
      at(100_000_000),
    ]).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("an operator's change to the setting shows at once and moves the level of an existing bond", async () => {
    const m = await bondMerchant(t, "lev@levels.test", "Level Lamps", 800);
    expect((await pay(t, m, { amount: "600" })).data).toMatchObject({ level: 1, bond: "600.00" });
    const cheaper = DEFAULT_STORE_LEVELS.map((l) => (l.level === 2 ? { ...l, bond_minor: 50_000 } : l));
    await putSetting(t.database.db, STORE_LEVELS_SETTING, { levels: cheaper });
    expect((await t.post(`${S}/levels`)).data[1]).toMatchObject({ level: 2, bond: "500.00" });
    expect((await t.post(`${S}/bond_info`, {}, { token: m.token })).data).toMatchObject({ level: 2, bond: "600.00" });
  });
});
