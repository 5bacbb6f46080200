import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cartMergeBody,
  cartSelectBody,
  checkoutBody,
  expressBody,
  orderCommentBody,
  paymentBody,
  purchaseBody,
  refundApplyBodyWith,
  refundArbitrateBody,
} from "./orders.js";

function firstIssue(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const i = r.error.issues[0];
  const named = i?.code === "custom" ? i.params?.field : undefined;
  return { key: i?.message, field: typeof named === "string" ? named || undefined : i?.path[0] };
}

/** a stand-in for the money package's parser: whole dollars only */
const dollars = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? BigInt(v) * 100n : null);

describe("purchase", () => {
  it("is cart lines when cart_ids is sent, else one product", () => {
    expect(purchaseBody.parse({ cart_ids: "1,2", goods_id: "x" })).toEqual({ cart_ids: [1, 2] });
    expect(purchaseBody.parse({ cart_ids: "", goods_id: 4, number: "2" })).toEqual({
      goods_id: 4,
      sku_id: null,
      number: 2,
    });
  });
  it("names the field that failed", () => {
    expect(firstIssue(purchaseBody, { cart_ids: "a" })).toEqual({ key: "bad_request", field: "cart_ids" });
    expect(firstIssue(purchaseBody, { goods_id: 1, sku_id: "b", number: 1 })).toEqual({
      key: "bad_request",
      field: "sku_id",
    });
    expect(firstIssue(purchaseBody, { goods_id: 1, number: 0 })).toEqual({ key: "quantity_invalid", field: "number" });
  });
});

describe("checkout", () => {
  it("reads coupons per shop, skips empty choices, and one remark or one per shop", () => {
    const b = checkoutBody.parse({ coupons: { 3: "9", 4: "" }, remark: { 3: " fast " } });
    expect([...b.coupons]).toEqual([[3, 9]]);
    expect(b.address_id).toBeUndefined();
    expect(b.remark(3)).toBe("fast");
    expect(b.remark(4)).toBe("");
    expect(checkoutBody.parse({ remark: "x".repeat(300) }).remark(1)).toHaveLength(200);
  });
  it("answers a bad coupon choice on coupons and a bad address on address_id", () => {
    expect(firstIssue(checkoutBody, { coupons: { x: 1 } })).toEqual({ key: "bad_request", field: "coupons" });
    expect(firstIssue(checkoutBody, { address_id: "z" })).toEqual({ key: "bad_request", field: "address_id" });
  });
});

describe("cart", () => {
  it("selects all, or a list; checked is on only for true, 1, '1' and 'true'", () => {
    expect(cartSelectBody.parse({ ids: "all", checked: "true" })).toEqual({ ids: "all", checked: true });
    expect(cartSelectBody.parse({ ids: [1], checked: "yes" })).toEqual({ ids: [1], checked: false });
  });
  it("merges up to 100 lines; more is cart_full without a field", () => {
    expect(cartMergeBody.parse({ lines: { 0: { goods_id: 1 } } }).lines).toHaveLength(1);
    const lines = Array.from({ length: 101 }, () => ({}));
    expect(firstIssue(cartMergeBody, { lines })).toEqual({ key: "cart_full", field: undefined });
  });
});

describe("payment", () => {
  it("takes order_ids, or order_id", () => {
    expect(paymentBody.parse({ order_id: 5, pay_password: "123456" }).order_ids).toEqual([5]);
    expect(firstIssue(paymentBody, {})).toEqual({ key: "bad_request", field: "order_ids" });
  });
});

describe("reviews", () => {
  it("reads each item and names the failing field", () => {
    const ok = orderCommentBody.parse({ id: 1, items: { 0: { goods_id: 2, score: "5", content: " good " } } });
    expect(ok.items).toEqual([{ goods_id: 2, score: 5, content: "good", images: [] }]);
    expect(firstIssue(orderCommentBody, { id: 1, items: [] })).toEqual({ key: "review_invalid", field: "items" });
    expect(firstIssue(orderCommentBody, { id: 1, items: [{ goods_id: 2, score: 6 }] })).toEqual({
      key: "review_invalid",
      field: "score",
    });
    expect(firstIssue(orderCommentBody, { id: 1, items: [{ goods_id: 2, score: 4, images: ["/x"] }] })).toEqual({
      key: "upload_invalid",
      field: "images",
    });
    expect(firstIssue(orderCommentBody, { id: 1, items: [{ score: 4 }] })).toEqual({
      key: "bad_request",
      field: "goods_id",
    });
    expect(firstIssue(orderCommentBody, { id: "x", items: [] })).toEqual({ key: "bad_request", field: "id" });
  });
});

describe("refunds", () => {
  const apply = refundApplyBodyWith(dollars);
  it("checks order, type, amount, reason and images in that order", () => {
    const b = apply.parse({ order_id: 1, money: "3", reason: " broken ", images: [] });
    expect(b).toEqual({ order_id: 1, type: 0, money: 300n, reason: "broken", images: [] });
    expect(firstIssue(apply, { order_id: 1, type: 2, money: "x" })).toEqual({ key: "bad_request", field: "type" });
    expect(firstIssue(apply, { order_id: 1, type: "1", money: "0" })).toEqual({ key: "refund_amount", field: "money" });
    expect(firstIssue(apply, { order_id: 1, money: "1", reason: "  " })).toEqual({
      key: "reason_required",
      field: "reason",
    });
  });
  it("clips tracking text and needs an arbitration note", () => {
    expect(expressBody.parse({ id: 1, express_name: "x".repeat(80) }).express_name).toHaveLength(60);
    expect(expressBody.parse({ id: 1 }).express_no).toBe("");
    expect(firstIssue(refundArbitrateBody, { id: 1, approve: 1 })).toEqual({ key: "reason_required", field: "note" });
    expect(refundArbitrateBody.parse({ id: 1, approve: "true", note: "ok" }).approve).toBe(true);
    expect(firstIssue(refundArbitrateBody, { id: 1, approve: "yes", note: "ok" })).toEqual({
      key: "bad_request",
      field: "approve",
    });
  });
});
