import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";
import { payingUser, uploadFile } from "../../../test/wallet-helpers.js";
import { queryRows } from "../db/index.js";

/**
 * The rules tables in the console (docs/rules.md): store levels (operator), money rates,
 * withdrawal and recharge settings (finance). Each refuses the wrong people and bad input with
 * nothing changed, writes one audit entry with before and after, and applies from the next request.
 */
const A = "/api/admin/rules";
const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

let t: TestApp;
let operator: string;
let finance: string;
let support: string;
let shopper: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  operator = await staffToken(t, "operator@rules-tables.test", "operator");
  finance = await staffToken(t, "finance@rules-tables.test", "finance");
  support = await staffToken(t, "support@rules-tables.test", "support");
  shopper = await quickUser(t, "shopper@rules-tables.test");
});
afterAll(() => closeWithBooksBalanced(t));

const must = (res: Json, what: string) => {
  expect(res.code, `${what}: ${res.msg} ${res.error ?? ""}`).toBe(1);
  return res.data;
};
const audits = (target: string) =>
  queryRows<{ action: string; detail: { before: unknown; after: unknown } }>(
    t.database.db,
    sql`select action, detail from audit_log where target = ${target} order by id`,
  );
const setting = async (key: string) =>
  (await queryRows<{ value: unknown }>(t.database.db, sql`select value from settings where key = ${key}`))[0]?.value ??
  null;

const WITHDRAW = {
  enabled: true,
  fee_rate: "0.60",
  min: "10.00",
  max: "50000.00",
  monthly_count: 10,
  cooldown_hours: 0,
  networks: ["USDT-TRC20", "USDT-ERC20", "BANK"],
};

const LEVELS = [
  { level: 1, bond: "0", profit_ratio: "15", daily_impressions: 0, product_limit: 50, price_cap: "300.00" },
  { level: 2, bond: "1000.00", profit_ratio: "20.5", daily_impressions: 200, product_limit: 300, price_cap: null },
  { level: 3, bond: "5000", profit_ratio: "30", daily_impressions: 1000, product_limit: null, price_cap: null },
];

/** each route, its role, a good body and bad bodies with the error each must answer */
const ROUTES: {
  name: string;
  role: () => string;
  good: object;
  bad: [object, string][];
  setting: string;
}[] = [
  {
    name: "store_levels",
    role: () => operator,
    good: { levels: LEVELS },
    setting: "store_levels",
    bad: [
      [{ levels: [LEVELS[0], { ...LEVELS[1], bond: "0.00" }] }, "levels_bond_order"],
      [{ levels: [LEVELS[0], LEVELS[1], { ...LEVELS[2], bond: "500.00" }] }, "levels_bond_order"],
      [{ levels: [{ ...LEVELS[0], bond: "5.00" }, LEVELS[1]] }, "levels_bond_order"],
      [{ levels: [LEVELS[0], { ...LEVELS[1], level: 5 }] }, "levels_invalid"],
      [{ levels: [{ ...LEVELS[0], profit_ratio: "abc" }] }, "ratio_invalid"],
      [{ levels: [{ ...LEVELS[0], daily_impressions: -1 }] }, "level_count_invalid"],
      [{ levels: [] }, "levels_invalid"],
    ],
  },
  {
    name: "money_rates",
    role: () => finance,
    good: { rates: { rb: "151.5", hg: "1390.123456", yn: "25500", xg: "7.81", tw: "32.5" } },
    setting: "money_rates",
    bad: [
      [{ rates: { rb: "abc", hg: "1", yn: "1", xg: "1", tw: "1" } }, "rate_invalid"],
      [{ rates: { rb: "0", hg: "1", yn: "1", xg: "1", tw: "1" } }, "rate_invalid"],
      [{ rates: { rb: "1.1234567", hg: "1", yn: "1", xg: "1", tw: "1" } }, "rate_invalid"],
      [{ rates: { rb: "-3", hg: "1", yn: "1", xg: "1", tw: "1" } }, "rate_invalid"],
      [{ rates: { rb: "1", hg: "1", yn: "1", xg: "1" } }, "rate_invalid"],
      [{ rates: { rb: "1", hg: "1", yn: "1", xg: "1", tw: "1", en: "2" } }, "rate_invalid"],
    ],
  },
  {
    name: "withdraw",
    role: () => finance,
    good: { ...WITHDRAW, fee_rate: "1.25", min: "20.00" },
    setting: "wallet_rules",
    bad: [
      [{ ...WITHDRAW, fee_rate: "150" }, "fee_rate_invalid"],
      [{ ...WITHDRAW, fee_rate: "100" }, "fee_rate_invalid"],
      [{ ...WITHDRAW, fee_rate: "0.605" }, "fee_rate_invalid"],
      [{ ...WITHDRAW, fee_rate: "-1" }, "fee_rate_invalid"],
      [{ ...WITHDRAW, min: "100.00", max: "50.00" }, "limits_order"],
      [{ ...WITHDRAW, min: "-1" }, "limit_invalid"],
      [{ ...WITHDRAW, monthly_count: -2 }, "count_invalid"],
      [{ ...WITHDRAW, networks: ["PAYPAL"] }, "networks_invalid"],
    ],
  },
  {
    name: "recharge",
    role: () => finance,
    good: {
      enabled: true,
      min: "5.00",
      max: "1000.00",
      usdt: [
        { network: "USDT-TRC20", enabled: true, address: TRC20, qr: "" },
        { network: "USDT-ERC20", enabled: false, address: "", qr: "" },
      ],
      bank: { enabled: true, bank_name: "B", account_name: "A", account_no: "1", swift: "S" },
    },
    setting: "wallet_rules",
    bad: [
      [
        {
          enabled: true,
          min: "50.00",
          max: "5.00",
          usdt: [],
          bank: { enabled: false, bank_name: "", account_name: "", account_no: "", swift: "" },
        },
        "limits_order",
      ],
      [
        {
          enabled: true,
          min: "5.00",
          max: "50.00",
          usdt: [{ network: "USDT-TRC20", enabled: true, address: TRC20, qr: "/etc/passwd" }],
          bank: { enabled: false, bank_name: "", account_name: "", account_no: "", swift: "" },
        },
        "qr_invalid",
      ],
      [
        {
          enabled: true,
          min: "5.00",
          max: "50.00",
          usdt: [],
          bank: { enabled: true, bank_name: "", account_name: "", account_no: "", swift: "" },
        },
        "field_required",
      ],
    ],
  },
];

describe.each(ROUTES)("$name", ({ name, role, good, bad, setting: key }) => {
  it("refuses a shopper (401), the wrong staff role (forbidden) and bad input, changing nothing", async () => {
    const before = await setting(key);
    const auditsBefore = (await audits(`setting:${key}`)).length;
    expect((await t.post(`${A}/${name}`, {}, { token: shopper.token })).code).toBe(401);
    expect((await t.post(`${A}/${name}_save`, good, { token: shopper.token })).code).toBe(401);
    expect((await t.post(`${A}/${name}`, {}, { token: support })).error).toBe("forbidden");
    expect((await t.post(`${A}/${name}_save`, good, { token: support })).error).toBe("forbidden");
    const wrong = role() === operator ? finance : operator;
    expect((await t.post(`${A}/${name}_save`, good, { token: wrong })).error).toBe("forbidden");
    for (const [body, error] of bad) {
      const res = await t.post(`${A}/${name}_save`, body, { token: role() });
      expect({ code: res.code, error: res.error }, JSON.stringify(body)).toEqual({ code: 0, error });
    }
    expect(await setting(key)).toEqual(before);
    expect(await audits(`setting:${key}`)).toHaveLength(auditsBefore);
  });

  it("saves, reads back what was saved, and writes one audit entry with before and after", async () => {
    const read = must(await t.post(`${A}/${name}`, {}, { token: role() }), "read");
    const n = (await audits(`setting:${key}`)).length;
    const saved = must(await t.post(`${A}/${name}_save`, good, { token: role() }), "save");
    expect(must(await t.post(`${A}/${name}`, {}, { token: role() }), "read again")).toEqual(saved);
    const entries = await audits(`setting:${key}`);
    expect(entries).toHaveLength(n + 1);
    const last = entries.at(-1);
    expect(last?.action).toBe(`rules.${name}`);
    if (name !== "store_levels" && name !== "money_rates") {
      expect(last?.detail.before).toEqual(read);
      expect(last?.detail.after).toEqual(saved);
    } else expect(last?.detail.before).not.toEqual(last?.detail.after);
  });
});

describe("where the rules show", () => {
  it("store levels: the bond page's level table and the public table follow the save", async () => {
    must(await t.post(`${A}/store_levels_save`, { levels: LEVELS }, { token: operator }), "save");
    const table = must(await t.post("/api/wanlshop/shop/levels", {}, { token: shopper.token }), "levels");
    expect(table[1]).toEqual({
      level: 2,
      bond: "1000.00",
      profit_ratio: 20.5,
      daily_impressions: 200,
      product_limit: 300,
      price_cap: null,
    });
    expect(table[2].bond).toBe("5000.00");
  });

  it("money rates: common/init answers the new rates, USD stays 1", async () => {
    must(
      await t.post(
        `${A}/money_rates_save`,
        { rates: { rb: "149.25", hg: "1380", yn: "25400", xg: "7.8", tw: "32.2" } },
        { token: finance },
      ),
      "save",
    );
    const init = must(await t.post("/api/wanlshop/common/init"), "init");
    const rate = (code: string) => init.money_types.find((m: { code: string }) => m.code === code)?.rate;
    expect(rate("rb")).toBe("149.25");
    expect(rate("en")).toBe("1");
  });

  it("recharge: the recharge rules show the open channels with QR; a closed network or bank is refused", async () => {
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await uploadFile(t, shopper.token, png, "qr.png", undefined, "/api/admin/upload")).code).toBe(401);
    const qr = await uploadFile(t, finance, png, "qr.png", undefined, "/api/admin/upload");
    expect(qr.code, qr.msg).toBe(1);
    // a 20 MB image is refused by the uploads module
    const huge = await uploadFile(
      t,
      finance,
      Buffer.alloc(20 * 1024 * 1024, 1),
      "qr.png",
      undefined,
      "/api/admin/upload",
    );
    expect(huge).toMatchObject({ code: 0, error: "body_too_large" });
    must(
      await t.post(
        `${A}/recharge_save`,
        {
          enabled: true,
          min: "5.00",
          max: "1000.00",
          usdt: [
            { network: "USDT-TRC20", enabled: true, address: TRC20, qr: qr.data.url },
            { network: "USDT-ERC20", enabled: false, address: "0xabc", qr: "" },
          ],
          bank: { enabled: false, bank_name: "Bank", account_name: "Acc", account_no: "1", swift: "" },
        },
        { token: finance },
      ),
      "save",
    );
    const rules = must(await t.post("/api/wanlshop/wallet/rules", {}, { token: shopper.token }), "rules");
    expect(rules.recharge.usdt).toEqual([{ network: "USDT-TRC20", address: TRC20, qr: qr.data.url, confirmations: 1 }]);
    expect(rules.recharge.bank_enabled).toBe(false);
    expect(rules.recharge.min).toBe("5.00");
    const voucher = await uploadFile(t, shopper.token, png, "v.png", "voucher");
    for (const body of [
      { amount: "10", method: "usdt", network: "USDT-ERC20", voucher: voucher.data.url },
      { amount: "10", method: "bank", voucher: voucher.data.url },
    ])
      expect((await t.post("/api/wanlshop/pay/recharge", body, { token: shopper.token })).error).toBe(
        "recharge_maintenance",
      );
    expect(
      (
        await t.post(
          "/api/wanlshop/pay/recharge",
          { amount: "10", method: "usdt", network: "USDT-TRC20", voucher: voucher.data.url },
          { token: shopper.token },
        )
      ).code,
    ).toBe(1);
  });

  it("a changed withdrawal fee shows on the form and applies to the next withdrawal only", async () => {
    must(await t.post(`${A}/withdraw_save`, WITHDRAW, { token: finance }), "save 0.60");
    const u = await payingUser(t, "withdrawer@rules-tables.test");
    await fund(t, u.userId, 100_000n);
    const addr = must(
      await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token: u.token }),
      "address",
    );
    const withdraw = () =>
      t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addr.id, amount: "100.00", pay_password: u.payPass },
        { token: u.token },
      );
    const first = must(await withdraw(), "first");
    expect(first.fee).toBe("0.60");

    must(await t.post(`${A}/withdraw_save`, { ...WITHDRAW, fee_rate: "2.50" }, { token: finance }), "save 2.50");
    const form = must(await t.post("/api/wanlshop/wallet/rules", {}, { token: u.token }), "rules");
    expect(form.withdraw.fee_rate).toBe("2.50");

    const second = must(await withdraw(), "second");
    expect(second.fee).toBe("2.50");
    must(
      await t.post(
        "/api/admin/finance/withdrawal_review",
        { id: first.id, approve: 1, note: "paid" },
        { token: finance },
      ),
      "approve",
    );
    must(
      await t.post(
        "/api/admin/finance/withdrawal_review",
        { id: second.id, approve: 0, note: "no" },
        { token: finance },
      ),
      "reject",
    );
    const list = must(await t.post("/api/wanlshop/pay/withdraw_list", {}, { token: u.token }), "list");
    const fees = Object.fromEntries(list.data.map((w: { id: number; fee: string }) => [w.id, w.fee]));
    expect(fees).toEqual({ [first.id]: "0.60", [second.id]: "2.50" });
    // the fee the platform earned is the one the first withdrawal was given
    const [fees0] = await queryRows<{ sum: string }>(
      t.database.db,
      sql`select coalesce(sum(p.amount_minor), 0)::text as sum from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.code = 'platform:fees'`,
    );
    expect(fees0?.sum).toBe("60");

    // a network switched off is refused for the next withdrawal
    must(await t.post(`${A}/withdraw_save`, { ...WITHDRAW, networks: ["BANK"] }, { token: finance }), "networks");
    expect((await withdraw()).error).toBe("withdraw_closed");
    const closed = must(await t.post("/api/wanlshop/wallet/rules", {}, { token: u.token }), "rules");
    expect(closed.withdraw.networks).toEqual(["BANK"]);
  });
});
