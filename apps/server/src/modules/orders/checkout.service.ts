import { checkoutBody, purchaseBody } from "@mp/contracts";
import { now } from "../../platform/clock.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { deliversTo, type ShippingAddress } from "../addresses/index.js";
import { priceCoupon, usableCoupons, useCoupon } from "../coupons/index.js";
import { deleteLines, ownLines } from "./cart.repo.js";
import { type LineRequest, type PricedLine, priceLines, specText, takeStock } from "./goods-lines.js";
import { mustLevelAllow } from "./level-guard.js";
import { chosenAddress, mustDeliverTo } from "./order-guards.js";
import { insertOrder, type NewOrder } from "./order-insert.repo.js";
import { minutesMs, orderTimers } from "./order-timers.js";
import type { OrderAddress } from "./orders.tables.js";
import { money } from "./presenters.js";

/** bigint has no Math.max / Math.min */
// biome-ignore lint/complexity/useMathMinMax: bigint cents
const maxOf = (xs: bigint[]) => xs.reduce((a, x) => (x > a ? x : a), 0n);
// biome-ignore lint/complexity/useMathMinMax: bigint cents
const minOf = ([first, ...rest]: bigint[]) => rest.reduce((a, x) => (x < a ? x : a), first ?? 0n);

interface CheckoutRequest {
  lines: LineRequest[];
  addressId?: number;
  /** shop id -> user_coupons id */
  coupons: Map<number, number>;
  /** one remark for every order, or one per shop */
  remark: (shopId: number) => string;
}

/** One shop's order as the server prices it: what order-insert.repo.ts writes, less who, where and the remark. */
interface ShopPlan extends Omit<NewOrder, "userId" | "address" | "remark"> {
  shopName: string;
}

/** Reads cart_ids (the user's own lines) or a "buy now" goods_id + sku_id + number. Prices sent by the client are ignored. */
async function readRequest(db: Db, userId: number, input: unknown): Promise<CheckoutRequest> {
  const p = parse(purchaseBody, input);
  let lines: LineRequest[];
  if ("cart_ids" in p) {
    const ids = p.cart_ids;
    const rows = await ownLines(db, userId, ids);
    if (rows.length !== ids.length) throw new AppError("not_found", { field: "cart_ids" });
    lines = rows.map((r) => ({ goodsId: r.goodsId, skuId: r.skuId, number: r.number, cartId: r.id }));
  } else {
    lines = [{ goodsId: p.goods_id, skuId: p.sku_id, number: p.number }];
  }
  // coupons, address and remark are read after the cart lines were found, as before
  const b = parse(checkoutBody, input);
  return { lines, addressId: b.address_id, coupons: b.coupons, remark: b.remark };
}

/**
 * Prices a checkout per shop: SKU prices from the catalogue, freight (the highest of the shop's
 * goods: one parcel per shop), the coupon through the coupons module. Refuses the shopper's own
 * store, lines beyond stock and goods the shop's store level no longer allows ("goods_over_level"); a
 * closed or locked store was refused by `priceLines` ("shop_closed").
 */
async function plan(db: Db, userId: number, req: CheckoutRequest): Promise<ShopPlan[]> {
  const priced = await priceLines(db, req.lines);
  const byShop = new Map<number, PricedLine[]>();
  for (const l of priced) {
    if (l.shopOwnerId === userId) throw new AppError("own_store");
    if (l.number > l.stock) throw new AppError("inventory_shortage", { data: { goods_id: l.goodsId, stock: l.stock } });
    byShop.set(l.shopId, [...(byShop.get(l.shopId) ?? []), l]);
  }
  // goods a shop's store level no longer allows (a lowered level, a stricter level table) are not sold
  await mustLevelAllow(
    db,
    priced.map((l) => ({ shopId: l.shopId, goodsId: l.goodsId, priceMinor: l.priceMinor })),
  );
  for (const shopId of req.coupons.keys())
    if (!byShop.has(shopId)) throw new AppError("coupon_other_shop", { field: "coupons" });
  const plans: ShopPlan[] = [];
  for (const [shopId, lines] of byShop) {
    const goodsTotal = lines.reduce((a, l) => a + l.priceMinor * BigInt(l.number), 0n);
    const freight = maxOf(lines.map((l) => l.freightMinor));
    const userCouponId = req.coupons.get(shopId) ?? null;
    let discount = 0n;
    let fundedBy: ShopPlan["fundedBy"] = "";
    if (userCouponId !== null) {
      const c = await priceCoupon(db, { userId, userCouponId, shopId, goodsTotalCents: goodsTotal });
      discount = minOf([c.discountCents, goodsTotal]);
      fundedBy = c.fundedBy;
    }
    const shopName = lines[0]?.shopName ?? "";
    plans.push({
      shopId,
      shopName,
      lines,
      goodsTotal,
      freight,
      discount,
      fundedBy,
      userCouponId,
      pay: goodsTotal + freight - discount,
    });
  }
  return plans;
}

const presentAddress = (a: ShippingAddress) => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  mobile_code: a.mobileCode,
  country: a.country,
  province: a.province,
  city: a.city,
  zip_code: a.zipCode,
  address: a.address,
  default: a.isDefault ? 1 : 0,
});

const snapshot = (a: ShippingAddress): OrderAddress => {
  const { id: _id, default: _d, ...rest } = presentAddress(a);
  return rest;
};

/** `order/confirm`: the preview the confirm page shows, per shop, with the server's prices. Writes nothing. */
export async function confirmOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const req = await readRequest(ctx.db, user.id, input);
  const plans = await plan(ctx.db, user.id, req);
  const address = await chosenAddress(ctx.db, user.id, req.addressId);
  // the preview shows an address logistics cannot reach (deliverable 0) so the page can offer
  // another; placing the order refuses it
  const deliverable = address ? await deliversTo(ctx.db, address.countryCode) : true;
  const shops = await Promise.all(
    plans.map(async (p) => ({
      shop: { id: p.shopId, name: p.shopName },
      lines: p.lines.map((l) => ({
        goods_id: l.goodsId,
        sku_id: l.skuId,
        cart_id: l.cartId ?? null,
        title: l.title,
        image: l.image,
        spec: specText(l.specValues),
        price: money(l.priceMinor),
        number: l.number,
        subtotal: money(l.priceMinor * BigInt(l.number)),
      })),
      goods_total: money(p.goodsTotal),
      freight: money(p.freight),
      discount: money(p.discount),
      total: money(p.pay),
      coupon: p.userCouponId ? { user_coupon_id: p.userCouponId, funded_by: p.fundedBy } : null,
      coupons: (await usableCoupons(ctx.db, { userId: user.id, shopId: p.shopId, goodsTotalCents: p.goodsTotal })).map(
        (c) => ({
          user_coupon_id: c.userCouponId,
          name: c.name,
          kind: c.kind,
          funded_by: c.fundedBy,
          threshold: money(c.thresholdCents),
          reachable: c.reachable,
          discount: money(c.discountCents),
        }),
      ),
    })),
  );
  const sum = (f: (p: ShopPlan) => bigint) => money(plans.reduce((a, p) => a + f(p), 0n));
  return {
    address: address ? { ...presentAddress(address), deliverable: deliverable ? 1 : 0 } : null,
    shops,
    goods_total: sum((p) => p.goodsTotal),
    freight: sum((p) => p.freight),
    discount: sum((p) => p.discount),
    total: sum((p) => p.pay),
  };
}

/**
 * `order/addOrder`: one order per shop, in one transaction: stock taken with conditional updates
 * (in goods/SKU order, so concurrent checkouts cannot deadlock), each order written with its lines,
 * event and unpaid-cancel timer in one statement (order-insert.repo.ts), coupons marked used, the
 * address copied, the cart lines removed. Answers {order_ids, total}.
 */
export async function addOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const req = await readRequest(ctx.db, user.id, input);
  return inTransaction(ctx, async (tx) => {
    const address = await chosenAddress(tx.db, user.id, req.addressId);
    if (!address) throw new AppError("address_required", { field: "address_id" });
    await mustDeliverTo(tx.db, address);
    const plans = await plan(tx.db, user.id, req);
    const all = plans.flatMap((p) => p.lines);
    const ordered = [...all].sort((a, b) => a.goodsId - b.goodsId || (a.skuId ?? 0) - (b.skuId ?? 0));
    for (const l of ordered)
      if (!(await takeStock(tx.db, l))) throw new AppError("inventory_shortage", { data: { goods_id: l.goodsId } });

    const at = now();
    const cancelAt = new Date(at.getTime() + minutesMs((await orderTimers(tx.db)).unpaid_cancel_minutes));
    const orderIds: number[] = [];
    for (const p of plans) {
      const id = await insertOrder(
        tx.db,
        { ...p, userId: user.id, address: snapshot(address), remark: req.remark(p.shopId) },
        at,
        cancelAt,
      );
      orderIds.push(id);
      if (p.userCouponId !== null)
        await useCoupon(tx.db, { userId: user.id, userCouponId: p.userCouponId, orderId: id });
    }
    const cartIds = all.map((l) => l.cartId).filter((c): c is number => c !== undefined);
    if (cartIds.length) await deleteLines(tx.db, user.id, cartIds);
    return { order_ids: orderIds, total: money(plans.reduce((a, p) => a + p.pay, 0n)) };
  });
}
