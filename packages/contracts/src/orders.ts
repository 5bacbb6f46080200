import { z } from "zod";
import {
  MAX_CART_LINES,
  MAX_REVIEW_ITEMS,
  REMARK_MAX,
  REVIEW_TEXT_MAX,
  SHOP_ORDER_TABS,
  type ShopOrderTab,
} from "./orders.constants.js";
import {
  anyValue,
  asObject,
  body,
  clippedText,
  entriesOf,
  fail,
  flagField,
  idField,
  idListField,
  imagesField,
  NO_FIELD,
  optionalIdField,
  pageQuery,
  quantityField,
  toId,
  toIds,
  yesNoField,
} from "./request.js";

/** a reason, note or tracking text */
const TEXT_MAX = 500;
const EXPRESS_MAX = 60;

/** Text that must not be empty once trimmed (then clipped): else `key` on that field. */
const requiredText = (max: number, key: "reason_required") =>
  anyValue().transform((v, ctx) => {
    const t = typeof v === "string" ? v.trim().slice(0, max) : "";
    return t || fail(ctx, key);
  });

/** `cart/add` and each line of `cart/merge` {goods_id, sku_id, number} */
export const cartLineBody = body({ goods_id: idField(), sku_id: optionalIdField(), number: quantityField() });
/** `cart/edit` {id, number} */
export const cartEditBody = body({ id: idField(), number: quantityField() });
/** `cart/del` {ids} */
export const cartDelBody = body({ ids: idListField() });
/** `cart/select` {ids | "all", checked} */
export const cartSelectBody = body({
  checked: flagField(),
  ids: anyValue().transform((v, ctx) => (v === "all" ? ("all" as const) : (toIds(v) ?? fail(ctx, "bad_request")))),
});
/** `cart/merge` {lines}: a list (or an indexed object) of lines, each read on its own; more than 100 is "cart_full". */
export const cartMergeBody = body({
  lines: anyValue().transform((raw, ctx) => {
    const list = Array.isArray(raw) ? raw : raw && typeof raw === "object" ? Object.values(raw) : [];
    return list.length > MAX_CART_LINES ? fail(ctx, "cart_full", NO_FIELD) : (list as unknown[]);
  }),
});

const cartIdsBody = body({ cart_ids: idListField() });
/**
 * What `order/confirm` and `order/addOrder` buy: `cart_ids` (the user's own lines), or one
 * product's goods_id + sku_id + number. Prices sent by the client are never read.
 */
export const purchaseBody = anyValue().transform((v, ctx) => {
  const b = asObject(v);
  const r = b.cart_ids !== undefined && b.cart_ids !== "" ? cartIdsBody.safeParse(b) : cartLineBody.safeParse(b);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const named = issue?.code === "custom" ? issue.params?.field : undefined;
  const field = typeof named === "string" ? named : String(issue?.path[0] ?? "");
  return fail(ctx, (issue?.message ?? "bad_request") as "bad_request", field || NO_FIELD);
});

const clipRemark = (x: string) => x.trim().slice(0, REMARK_MAX);

/**
 * The rest of a checkout: coupons per shop, the address, the remark (one, or one per shop). The
 * per-shop fields read the same from JSON (`{"coupons": {"5": 12}}`) and from a form
 * (`coupons[5]=12`); one that cannot be read answers "bad_request" on its field, never vanishes.
 */
export const checkoutBody = body({
  /** shop id -> user_coupons id; an empty choice is none */
  coupons: anyValue().transform((v, ctx) => {
    const entries = entriesOf(v);
    if (entries === null) return fail(ctx, "bad_request", "coupons");
    const coupons = new Map<number, number>();
    for (const [shop, uc] of entries) {
      const s = toId(shop);
      if (s === null) return fail(ctx, "bad_request", "coupons");
      if (uc === "" || uc === null || uc === 0 || uc === "0") continue;
      const u = toId(uc);
      if (u === null) return fail(ctx, "bad_request", "coupons");
      coupons.set(s, u);
    }
    return coupons;
  }),
  address_id: anyValue().transform((v, ctx) =>
    v === undefined || v === "" ? undefined : (toId(v) ?? fail(ctx, "bad_request")),
  ),
  /** one text for every order, or shop id -> text */
  remark: anyValue().transform((v, ctx) => {
    if (typeof v === "string") return (_shopId: number) => clipRemark(v);
    const entries = entriesOf(v);
    const remarks = new Map<number, string>();
    for (const [shop, text] of entries ?? []) {
      const s = toId(shop);
      if (s === null || (typeof text !== "string" && text !== null)) return fail(ctx, "bad_request", "remark");
      remarks.set(s, clipRemark(text ?? ""));
    }
    return entries === null ? fail(ctx, "bad_request", "remark") : (shopId: number) => remarks.get(shopId) ?? "";
  }),
});

/** `pay/payment` {order_ids (or order_id), pay_password}: the password is checked by the accounts module. */
export const paymentBody = z.preprocess(
  (v) => {
    const b = asObject(v);
    return { ...b, order_ids: b.order_ids ?? b.order_id };
  },
  z.object({ order_ids: idListField("order_ids"), pay_password: z.unknown().optional() }),
);

/** Calls on one order or one refund by id. */
export const orderIdBody = body({ id: idField() });
/** `order/editAddress` {id, address_id} */
export const orderAddressBody = body({ id: idField(), address_id: idField() });

const reviewItem = anyValue().transform((it, ctx) => {
  const i = asObject(it);
  const score = Number(i.score);
  if (!Number.isInteger(score) || score < 1 || score > 5) return fail(ctx, "review_invalid", "score");
  const images = imagesField("images").safeParse(i.images);
  if (!images.success) return fail(ctx, "upload_invalid", "images");
  const goodsId = toId(i.goods_id);
  if (goodsId === null) return fail(ctx, "bad_request", "goods_id");
  const content = typeof i.content === "string" ? i.content.trim().slice(0, REVIEW_TEXT_MAX) : "";
  return { goods_id: goodsId, score, content, images: images.data };
});
/** `order/comment` {id, items:[{goods_id, score 1-5, content, images[]}]} (a list, or an indexed object) */
export const orderCommentBody = body({
  id: idField(),
  items: anyValue()
    .transform((v, ctx) => {
      const raw = Array.isArray(v) ? v : Object.values(asObject(v));
      return !raw.length || raw.length > MAX_REVIEW_ITEMS ? fail(ctx, "review_invalid", "items") : raw;
    })
    .pipe(z.array(reviewItem)),
});

/**
 * `refund/apply` {order_id, type 0|1, money, reason, images[]}: the amount goes through the money
 * package's parser, which the caller passes (contracts stay dependency-free).
 */
export const refundApplyBodyWith = (parseAmount: (v: unknown) => bigint | null) =>
  body({
    order_id: idField(),
    /** 0 refund only (the default), 1 return and refund */
    type: anyValue().transform((v, ctx) => {
      if (v === 1 || v === "1") return 1 as const;
      return v === 0 || v === "0" || v === undefined ? (0 as const) : fail(ctx, "bad_request");
    }),
    money: anyValue().transform((v, ctx) => {
      const amount = parseAmount(v);
      return amount === null || amount <= 0n ? fail(ctx, "refund_amount") : amount;
    }),
    reason: requiredText(TEXT_MAX, "reason_required"),
    images: imagesField(),
  });

/** `refund/returnShip` and `shop/order/ship` {id, express_name, express_no}: both are required afterwards. */
export const expressBody = body({
  id: idField(),
  express_name: clippedText(EXPRESS_MAX),
  express_no: clippedText(EXPRESS_MAX),
});
/**
 * `shop/order/ship` {id, express_name, express_no, pay_password}: the merchant ships own goods with
 * carrier and tracking; "Pay and ship" (supplier goods) pays their buy price from the wallet, so
 * it takes the fund password, checked by the accounts module.
 */
export const shopShipBody = body({
  id: idField(),
  express_name: clippedText(EXPRESS_MAX),
  express_no: clippedText(EXPRESS_MAX),
  pay_password: z.unknown().optional(),
});
/** `shop/refund/refuse` {id, reason} */
export const refundRefuseBody = body({ id: idField(), reason: requiredText(TEXT_MAX, "reason_required") });
/** `/api/admin/refund/arbitrate` {id, approve 0|1, note} */
export const refundArbitrateBody = body({
  id: idField(),
  approve: yesNoField(),
  note: anyValue().transform((v, ctx) => {
    const t = typeof v === "string" ? v.trim().slice(0, TEXT_MAX) : "";
    return t || fail(ctx, "reason_required", "note");
  }),
});

/** `shop/order/list` {state, page, limit, keyword}: an unknown tab is "all". */
export const shopOrderListBody = pageQuery.extend({
  state: anyValue().transform((v): ShopOrderTab => {
    const s = v === undefined || v === null || v === "" ? "all" : String(v);
    return (SHOP_ORDER_TABS as readonly string[]).includes(s) ? (s as ShopOrderTab) : "all";
  }),
});
