import {
  bannerBody,
  bondRefundReviewBody,
  brandAddBody,
  categoryAddBody,
  financeFreezeBody,
  financeReviewBody,
  rechargeRulesBody,
  refundArbitrateBody,
  shopLockBody,
  shopNameReviewBody,
  shopReviewBody,
  staffDisableBody,
  supplierGoodsShelfBody,
  userLockBody,
  withdrawRulesBody,
} from "@mp/contracts";
import qs from "qs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { parseFormBody } from "./body-parsers.js";

/**
 * A yes/no in a staff call means what it means in every other call, JSON or form-encoded
 * (docs/api.md#form-bodies): 1, "1", true, "true" are yes; 0, "0", false, "false" no; anything
 * else is refused on its field, never read as one or the other.
 */
const YES = [true, 1, "1", "true"] as const;
const NO = [false, 0, "0", "false"] as const;

const WITHDRAW = {
  fee_rate: "0.60",
  min: "10.00",
  max: "50000.00",
  monthly_count: 10,
  cooldown_hours: 24,
  networks: ["USDT-TRC20", "BANK"],
};
const RECHARGE = {
  min: "1.00",
  max: "100000.00",
  usdt: [{ network: "USDT-TRC20", enabled: true, address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", qr: "" }],
  bank: { enabled: false, bank_name: "Bank", account_name: "Market", account_no: "1234", swift: "" },
};

/** Every staff body with a yes/no: a valid body, where the yes/no sits, and how the call reads it. */
const STAFF_BODIES: [string, z.ZodType, object, (string | number)[]][] = [
  ["rules/withdraw_save enabled", withdrawRulesBody, { ...WITHDRAW, enabled: true }, ["enabled"]],
  ["rules/recharge_save enabled", rechargeRulesBody, { ...RECHARGE, enabled: true }, ["enabled"]],
  ["rules/recharge_save usdt[0][enabled]", rechargeRulesBody, { ...RECHARGE, enabled: true }, ["usdt", 0, "enabled"]],
  ["rules/recharge_save bank[enabled]", rechargeRulesBody, { ...RECHARGE, enabled: true }, ["bank", "enabled"]],
  ["shop/review approve", shopReviewBody, { id: 1, approve: 1, reason: "ok" }, ["approve"]],
  ["shop/name_review approve", shopNameReviewBody, { id: 1, approve: 1, reason: "ok" }, ["approve"]],
  ["finance/recharge_review approve", financeReviewBody, { id: 1, approve: 1, note: "ok" }, ["approve"]],
  ["finance/freeze frozen", financeFreezeBody, { user_id: 1, frozen: 1 }, ["frozen"]],
  ["shop/bond_refund_review agree", bondRefundReviewBody, { id: 1, agree: 1, reason: "ok" }, ["agree"]],
  ["shop/lock locked", shopLockBody, { shop_id: 1, locked: 1, reason: "fraud" }, ["locked"]],
  ["users/lock locked", userLockBody, { user_id: 1, locked: 1, reason: "fraud" }, ["locked"]],
  ["staff/disable disabled", staffDisableBody, { staff_id: 1, disabled: 1 }, ["disabled"]],
  ["refund/arbitrate approve", refundArbitrateBody, { id: 1, approve: 1, note: "ok" }, ["approve"]],
  ["banner/add enabled", bannerBody, { image: "/uploads/public/a.webp", url: "/goods/1", title: "A" }, ["enabled"]],
  ["brand/add enabled", brandAddBody, { name: "Acme", logo: "", weigh: 0 }, ["enabled"]],
  ["category/add hidden", categoryAddBody, { parent_id: 0, names: { en: "Tea" }, image: "", weigh: 0 }, ["hidden"]],
  ["supplier_goods/shelf on_sale", supplierGoodsShelfBody, { id: 1, on_sale: 1 }, ["on_sale"]],
];

const withValue = (body: object, path: (string | number)[], v: unknown): object => {
  const copy = JSON.parse(JSON.stringify(body));
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  at[path[path.length - 1] as string | number] = v;
  return copy;
};
const valueAt = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((at, k) => (at as Record<string | number, unknown>)[k], data);
/** the body as a form sends it: every value text, nested fields with positions */
const asForm = (body: object) => parseFormBody(qs.stringify(body, { arrayFormat: "indices" }));

describe("a yes/no reads one way in every staff body, JSON or form", () => {
  it.each(STAFF_BODIES)("%s", (_name, schema, good, path) => {
    const read = (body: object) => {
      const r = schema.safeParse(body);
      return r.success ? Boolean(valueAt(r.data, path)) : `refused: ${r.error.issues[0]?.message}`;
    };
    for (const v of YES) {
      expect(read(withValue(good, path, v)), `JSON ${JSON.stringify(v)}`).toBe(true);
      expect(read(asForm(withValue(good, path, v))), `form ${v}`).toBe(true);
    }
    for (const v of NO) {
      expect(read(withValue(good, path, v)), `JSON ${JSON.stringify(v)}`).toBe(false);
      expect(read(asForm(withValue(good, path, v))), `form ${v}`).toBe(false);
    }
    for (const v of ["yes", "2", "", "on", 2, -1]) {
      const r = schema.safeParse(asForm(withValue(good, path, v)));
      expect(r.success, `form ${JSON.stringify(v)} is refused`).toBe(false);
      expect(r.error?.issues[0]?.path.map(String), `form ${JSON.stringify(v)} names the field`).toEqual(
        path.map(String),
      );
    }
  });
});

describe("form-encoded staff calls through the server", () => {
  let t: TestApp;
  let finance: string;
  let shopper: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    finance = await staffToken(t, "finance@form-booleans.test", "finance");
    shopper = await quickUser(t, "sam@form-booleans.test");
  });
  afterAll(() => t.close());

  const form = (body: object) => qs.stringify(body, { arrayFormat: "brackets" });
  const withdrawSave = (enabled: string) =>
    t.post("/api/admin/rules/withdraw_save", form({ ...WITHDRAW, enabled }), { token: finance });

  it("saves the withdrawal rules with enabled=1, 0, true and false, and refuses enabled=yes on its field", async () => {
    for (const [enabled, want] of [
      ["1", true],
      ["0", false],
      ["true", true],
      ["false", false],
    ] as const) {
      const res = await withdrawSave(enabled);
      expect(res, `enabled=${enabled}: ${res.msg}`).toMatchObject({ code: 1, data: { enabled: want } });
      const read = await t.post("/api/admin/rules/withdraw", {}, { token: finance });
      expect(read.data.enabled, `enabled=${enabled} read back`).toBe(want);
      const shopperSees = await t.post("/api/wanlshop/wallet/rules", {}, { token: shopper.token });
      expect(shopperSees.code).toBe(1);
    }
    expect(await withdrawSave("yes")).toMatchObject({ code: 0, error: "bad_request", field: "enabled" });
    expect((await t.post("/api/admin/rules/withdraw", {}, { token: finance })).data.enabled).toBe(false);
  });

  it("saves the recharge rules with nested yes/no fields from a form", async () => {
    const res = await t.post(
      "/api/admin/rules/recharge_save",
      qs.stringify(
        {
          ...RECHARGE,
          enabled: "1",
          usdt: [{ ...RECHARGE.usdt[0], enabled: "true" }],
          bank: { ...RECHARGE.bank, enabled: "0" },
        },
        { arrayFormat: "indices" },
      ),
      { token: finance },
    );
    expect(res, res.msg).toMatchObject({ code: 1, data: { enabled: true, bank: { enabled: false } } });
    expect(res.data.usdt.find((u: { network: string }) => u.network === "USDT-TRC20").enabled).toBe(true);
  });

  it("freezes and unfreezes a wallet with frozen=true and frozen=false", async () => {
    const freeze = (frozen: string) =>
      t.post("/api/admin/finance/freeze", form({ user_id: shopper.userId, frozen }), { token: finance });
    expect(await freeze("true")).toMatchObject({ code: 1, data: { money_locked: true } });
    expect(await freeze("false")).toMatchObject({ code: 1, data: { money_locked: false } });
    expect(await freeze("maybe")).toMatchObject({ code: 0, error: "bad_request", field: "frozen" });
  });
});
