import {
  addressFieldsWith,
  cartDelBody,
  cartLineBody,
  cartMergeBody,
  cartSelectBody,
  chatSendBody,
  checkoutBody,
  deliveryRulesBody,
  orderCommentBody,
  paymentBody,
  purchaseBody,
  refundApplyBodyWith,
} from "@mp/contracts";
import { parseAmount } from "@mp/money";
import qs from "qs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { berlinAddress } from "../../../test/orders-fixture.js";
import { AppError } from "./app-error.js";
import { FORM_PARAMETERS_MAX, parseFormBody } from "./body-parsers.js";

/** What a contract reads from a JSON body and from the same request form-encoded (both list styles). */
function readBoth<S extends z.ZodType>(schema: S, body: object) {
  const fromJson = schema.safeParse(JSON.parse(JSON.stringify(body)));
  const fromForms = (["indices", "brackets", "repeat"] as const)
    .filter((arrayFormat) => arrayFormat === "indices" || !needsPositions(body))
    .map((arrayFormat) => schema.safeParse(parseFormBody(qs.stringify(body, { arrayFormat }))));
  return { fromJson, fromForms };
}
/**
 * Lists that only positions (`a[0][b]=1`) can carry: lists of objects, and lists of one, which
 * `a=x` (the repeat style) cannot tell from a single value.
 */
const needsPositions = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.length < 2 || v.some((x) => typeof x === "object" && x !== null) || v.some(needsPositions)
    : typeof v === "object" && v !== null && Object.values(v).some(needsPositions);

/** The same result (or the same first issue) from JSON and from every form encoding. */
function expectSame<S extends z.ZodType>(schema: S, body: object, read = (d: z.infer<S>): unknown => d) {
  const { fromJson, fromForms } = readBoth(schema, body);
  const view = (r: z.ZodSafeParseResult<z.infer<S>>) =>
    r.success ? { ok: read(r.data) } : { issue: r.error.issues[0]?.message, path: r.error.issues[0]?.path };
  for (const r of fromForms) expect(view(r)).toEqual(view(fromJson));
  return fromJson;
}

const refused = (body: string) => {
  try {
    parseFormBody(body);
  } catch (err) {
    return err instanceof AppError ? err.key : String(err);
  }
  return "read";
};

describe("a form body reads as the same request's JSON", () => {
  it("keeps keys given as positions that do not run from 0 (ids), and lists as lists", () => {
    expect(parseFormBody("coupons[5]=12")).toEqual({ coupons: { 5: "12" } });
    expect(parseFormBody("coupons[5]=12&coupons[7]=")).toEqual({ coupons: { 5: "12", 7: "" } });
    expect(parseFormBody("coupons[150]=12")).toEqual({ coupons: { 150: "12" } });
    expect(parseFormBody("ids[]=1&ids[]=2")).toEqual({ ids: ["1", "2"] });
    expect(parseFormBody("ids[0]=1&ids[1]=2")).toEqual({ ids: ["1", "2"] });
    expect(parseFormBody("ids=1&ids=2")).toEqual({ ids: ["1", "2"] });
    expect(parseFormBody("lines[0][goods_id]=3&lines[1][goods_id]=4")).toEqual({
      lines: [{ goods_id: "3" }, { goods_id: "4" }],
    });
    expect(parseFormBody("message[content][text]=hi&message[type]=text")).toEqual({
      message: { content: { text: "hi" }, type: "text" },
    });
    expect(parseFormBody("__proto__[x]=1&a=2")).toEqual({ a: "2" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("refuses what it cannot read whole: too deep, too many fields, a list of objects without positions", () => {
    expect(refused("a[b][c][d][e][f]=1")).toBe("read");
    expect(refused("a[b][c][d][e][f][g]=1")).toBe("bad_request");
    expect(refused(Array.from({ length: FORM_PARAMETERS_MAX }, (_, i) => `f${i}=1`).join("&"))).toBe("read");
    expect(refused(Array.from({ length: FORM_PARAMETERS_MAX + 1 }, (_, i) => `f${i}=1`).join("&"))).toBe("bad_request");
    expect(refused("lines[][goods_id]=1&lines[][number]=2")).toBe("bad_request");
    expect(refused("lines%5B%5D%5Bgoods_id%5D=1")).toBe("bad_request");
  });
});

/** Every contract with a nested field (packages/contracts), read from JSON and from a form. */
describe("contracts with nested fields read the same from JSON and from a form", () => {
  it("checkout: coupons and remarks per shop", () => {
    const read = (b: z.infer<typeof checkoutBody>) => ({
      coupons: [...b.coupons],
      remarks: [3, 4, 150].map((s) => b.remark(s)),
    });
    const ok = expectSame(checkoutBody, { coupons: { 3: 9, 4: "", 150: 11 }, remark: { 3: " fast ", 150: "x" } }, read);
    expect(ok.success && read(ok.data)).toEqual({
      coupons: [
        [3, 9],
        [150, 11],
      ],
      remarks: ["fast", "", "x"],
    });
    expectSame(checkoutBody, { remark: "one for all" }, read);
    for (const bad of [
      { coupons: "12" },
      { coupons: ["12"] },
      { coupons: { x: 1 } },
      { coupons: { 3: [1, 2] } },
      { coupons: { 3: { id: 1 } } },
      { remark: ["a"] },
      { remark: { 3: { a: 1 } } },
    ]) {
      const r = expectSame(checkoutBody, bad, read);
      expect(r.success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("purchase: cart_ids as a list, or one product", () => {
    expectSame(purchaseBody, { cart_ids: [4, 5] });
    expectSame(purchaseBody, { cart_ids: "4,5" });
    expectSame(purchaseBody, { goods_id: 7, sku_id: 2, number: 3 });
    expect(expectSame(purchaseBody, { cart_ids: [4, "x"] }).success).toBe(false);
  });

  it("cart: merge lines, select and delete ids", () => {
    // the lines are read one by one afterwards (a bad one is skipped), as the cart line contract
    const lines = (b: z.infer<typeof cartMergeBody>) => b.lines.map((l) => cartLineBody.parse(l));
    const merged = expectSame(
      cartMergeBody,
      {
        lines: [
          { goods_id: 1, number: 2 },
          { goods_id: 3, sku_id: 4, number: 1 },
        ],
      },
      lines,
    );
    expect(merged.success && merged.data.lines).toHaveLength(2);
    expectSame(cartSelectBody, { ids: [1, 2], checked: 1 });
    expectSame(cartSelectBody, { ids: "all", checked: 0 });
    expectSame(cartDelBody, { ids: [8, 9] });
    expect(expectSame(cartDelBody, { ids: [] }).success).toBe(false);
  });

  it("payment: order_ids", () => {
    expectSame(paymentBody, { order_ids: [1, 2], pay_password: "123456" });
    expectSame(paymentBody, { order_id: 1, pay_password: "123456" });
  });

  it("reviews: items with images", () => {
    const r = expectSame(orderCommentBody, {
      id: 5,
      items: [
        { goods_id: 1, score: 5, content: "Great", images: ["/uploads/public/202611/a.webp"] },
        { goods_id: 2, score: 4, content: "Fine", images: [] },
      ],
    });
    expect(r.success && r.data.items[0]?.images).toEqual(["/uploads/public/202611/a.webp"]);
    expect(expectSame(orderCommentBody, { id: 5, items: [{ goods_id: 1, score: 9 }] }).success).toBe(false);
  });

  it("refunds: images", () => {
    const schema = refundApplyBodyWith(parseAmount);
    const r = expectSame(schema, {
      order_id: 3,
      type: 1,
      money: "5.00",
      reason: "Broken",
      images: ["/uploads/private/202611/b.webp", "/uploads/private/202611/c.webp"],
    });
    expect(r.success && r.data.images).toHaveLength(2);
  });

  it("chat: the message and its content", () => {
    expectSame(chatSendBody, { to_id: 2, message: { type: "text", content: { text: "hello" } } });
    expectSame(chatSendBody, { to_id: 2, message: { type: "goods", content: { id: 7 } } });
    expect(expectSame(chatSendBody, { to_id: 2, message: { type: "text", content: "hello" } }).success).toBe(false);
    expect(
      expectSame(chatSendBody, { to_id: 2, message: { type: "text", content: { text: ["a", "b"] } } }).success,
    ).toBe(false);
  });

  it("addresses: the fields under data, and the delivery rules' country list", () => {
    const fields = addressFieldsWith(() => true);
    const data = berlinAddress("Ada");
    const { fromJson, fromForms } = readBoth(
      fields.transform((d) => d),
      data,
    );
    for (const r of fromForms) expect(r).toEqual(fromJson);
    const nested = parseFormBody(qs.stringify({ type: "add", data }));
    expect(fields.parse(nested.data)).toEqual(fields.parse(data));
    expectSame(deliveryRulesBody, { unsupported_countries: ["AQ", "BV"] });
  });
});
