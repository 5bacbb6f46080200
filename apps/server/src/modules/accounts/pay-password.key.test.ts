import { stat } from "node:fs/promises";
import argon2 from "argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, fundedBy, payingUser } from "../../../test/wallet-helpers.js";
import { ConfigError, loadConfig } from "../../config.js";
import { hashPassword } from "../../platform/auth/index.js";
import { queryRows } from "../../platform/db/index.js";
import { clearSessionCache } from "./index.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const OTHER_KEY = "ab".repeat(32);

/** The payment password's hash: argon2id keyed with a secret kept outside the database (platform/auth/pin.ts). */
describe("payment password key", () => {
  let t: TestApp;
  let fin: string;
  const hashOf = async (userId: number) =>
    (
      await queryRows<{ h: string; failures: number }>(
        t.database.db,
        `select pay_password_hash as h, pay_failures as failures from users where id = ${userId}`,
      )
    )[0] as { h: string; failures: number };
  const withdraw = async (token: string, payPass: string) => {
    const address_id = (
      await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token })
    ).data.id as number;
    return t.post("/api/wanlshop/pay/withdraw", { address_id, amount: "10", pay_password: payPass }, { token });
  };

  beforeAll(async () => {
    t = await createTestApp();
    fin = await financeStaff(t);
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("stores a cheap argon2id hash that names its key and cannot be checked without the key file", async () => {
    const u = await payingUser(t, "keyed@pin.test", "246801");
    const { h } = await hashOf(u.userId);
    expect(h).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1,data=[A-Za-z0-9+/]+\$/);
    // the right PIN without the key does not match: a copy of the database alone cannot be searched
    expect(await argon2.verify(h, "246801")).toBe(false);
    const { payPasswordKey } = t.app.platform.config;
    if (!("file" in payPasswordKey)) throw new Error("the test app keeps its key in a file");
    const file = await stat(payPasswordKey.file);
    expect(file.mode & 0o777).toBe(0o600);
    await fundedBy(t, u.token, fin, "100");
    expect(await withdraw(u.token, "246801")).toMatchObject({ code: 1, data: { status: "daishen" } });
  });

  it("checks a hash from before keying and makes it again with the key", async () => {
    const u = await payingUser(t, "legacy@pin.test", "112233");
    await t.database.db.execute(
      `update users set pay_password_hash = '${await hashPassword("112233")}' where id = ${u.userId}`,
    );
    clearSessionCache(); // the row was changed behind the server's back
    await fundedBy(t, u.token, fin, "100");
    // a wrong PIN against the old hash is still wrong, and counted
    expect(await withdraw(u.token, "000000")).toMatchObject({ error: "pay_password_error" });
    expect((await hashOf(u.userId)).h).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await withdraw(u.token, "112233")).toMatchObject({ code: 1 });
    expect((await hashOf(u.userId)).h).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1,data=/);
    // and the new hash works
    expect(await withdraw(u.token, "112233")).toMatchObject({ code: 1 });
  });

  it("refuses a hash made with another key as a fault, without counting a wrong try", async () => {
    const other = await createTestApp({ PAY_PASSWORD_KEY: OTHER_KEY });
    try {
      const u = await payingUser(other, "other@pin.test", "135246");
      await fundedBy(other, u.token, await financeStaff(other), "100");
      // the same database read by a process with another key (here: the hash moved to this app's user)
      const v = await payingUser(t, "moved@pin.test", "135246");
      const [row] = await queryRows<{ h: string }>(
        other.database.db,
        `select pay_password_hash as h from users where id = ${u.userId}`,
      );
      await t.database.db.execute(`update users set pay_password_hash = '${row?.h}' where id = ${v.userId}`);
      clearSessionCache();
      await fundedBy(t, v.token, fin, "100");
      const res = await withdraw(v.token, "135246");
      expect(res.code).toBe(0);
      expect(res.error).not.toBe("pay_password_error");
      expect(JSON.stringify(res)).not.toContain("PAY_PASSWORD_KEY");
      expect((await hashOf(v.userId)).failures).toBe(0);
    } finally {
      await closeWithBooksBalanced(other);
    }
  });

  it("takes PAY_PASSWORD_KEY as 64 hex digits, and names it when it is not", () => {
    expect(loadConfig({ PAY_PASSWORD_KEY: OTHER_KEY }).payPasswordKey).toEqual({ hex: OTHER_KEY });
    expect(() => loadConfig({ PAY_PASSWORD_KEY: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ PAY_PASSWORD_KEY: "short" })).toThrow(/PAY_PASSWORD_KEY/);
    expect(loadConfig({ DATA_DIR: "/tmp/mp-key-test" }).payPasswordKey).toEqual({
      file: "/tmp/mp-key-test/keys/pay-password.key",
    });
  });
});
