import {
  cartDelBody,
  cartEditBody,
  cartLineBody,
  cartMergeBody,
  cartSelectBody,
  MAX_CART_LINES,
  MAX_QUANTITY,
  SHOP_STATE,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { idempotent, requestHash } from "../../platform/idempotency.js";
import { requireUser } from "../accounts/index.js";
import * as repo from "./cart.repo.js";
import { type LineRequest, priceLines, specText } from "./goods-lines.js";
import { money } from "./presenters.js";

/** `cart/synchro`: the user's lines with the server's current price and stock; the badge is the sum of `number`. */
export async function cartList(ctx: Ctx) {
  const user = await requireUser(ctx);
  const rows = await repo.cartRows(ctx.db, user.id, ctx.lang);
  return rows.map((r) => {
    const stock = r.sku_stock ?? r.goods_stock;
    return {
      id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      number: r.number,
      checked: r.checked,
      price: money(BigInt(r.sku_price ?? r.goods_price)),
      freight: money(BigInt(r.freight_minor)),
      spec: specText(r.spec_values ?? {}),
      spec_values: r.spec_values ?? {},
      stock,
      /** off the shelf, shop closed or locked, or SKU gone: cannot be checked out */
      invalid: r.status !== "on" || r.shop_state !== SHOP_STATE.open || (r.sku_id !== null && r.sku_price === null),
      goods: { id: r.goods_id, title: r.title, image: r.image },
      shop: { id: r.shop_id, name: r.shop_name },
    };
  });
}

/** Refuses lines the user may not put in a cart: their own store's goods, unavailable goods, too few in stock. */
async function checkLine(ctx: Ctx, userId: number, l: LineRequest) {
  const [priced] = await priceLines(ctx.db, [l]);
  if (!priced) throw new AppError("goods_unavailable");
  if (priced.shopOwnerId === userId) throw new AppError("own_store");
  if (l.number > priced.stock) throw new AppError("inventory_shortage", { data: { stock: priced.stock } });
  return priced;
}

async function upsertLine(ctx: Ctx, userId: number, l: LineRequest, mode: "add" | "merge") {
  const existing = await repo.lockLineOf(ctx.db, userId, l.goodsId, l.skuId);
  const wanted = (existing?.number ?? 0) + l.number;
  if (mode === "add" && wanted > MAX_QUANTITY) throw new AppError("quantity_invalid", { field: "number" });
  const priced = await (mode === "add"
    ? checkLine(ctx, userId, { ...l, number: wanted })
    : priceLines(ctx.db, [l]).then((p) => p[0]));
  if (!priced) throw new AppError("goods_unavailable");
  // merging a local cart at login keeps what fits: at most the stock and 999
  const number = mode === "add" ? wanted : Math.min(wanted, priced.stock, MAX_QUANTITY);
  if (number < 1) return null;
  if (existing) {
    await repo.setLineNumber(ctx.db, existing.id, number);
    return existing.id;
  }
  if ((await repo.countLines(ctx.db, userId)) >= MAX_CART_LINES) {
    // merging keeps what fits: once the cart is full, new lines are left out (existing ones still add up)
    if (mode === "merge") return null;
    throw new AppError("cart_full");
  }
  return repo.insertLine(ctx.db, { userId, goodsId: l.goodsId, skuId: l.skuId, number });
}

const lineOf = (input: unknown): LineRequest => {
  const b = parse(cartLineBody, input);
  return { goodsId: b.goods_id, skuId: b.sku_id, number: b.number };
};

/** `cart/add` {goods_id, sku_id, number}: adds to the line of that goods and SKU (within stock). */
export async function cartAdd(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const l = lineOf(input);
  return inTransaction(ctx, async (tx) => {
    await repo.lockCart(tx.db, user.id);
    const id = await upsertLine(tx, user.id, l, "add");
    return { id, cart_number: await repo.badge(tx.db, user.id) };
  });
}

/** `cart/edit` {id, number}: sets a line's quantity (within stock). */
export async function cartEdit(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id, number } = parse(cartEditBody, input);
  return inTransaction(ctx, async (tx) => {
    const line = await repo.lockOwnLine(tx.db, user.id, id);
    if (!line) throw new AppError("not_found");
    await checkLine(tx, user.id, { goodsId: line.goodsId, skuId: line.skuId, number });
    await repo.setLineNumber(tx.db, id, number);
    return { id, number, cart_number: await repo.badge(tx.db, user.id) };
  });
}

/** `cart/del` {ids}: removes the user's lines among ids (others' ids are ignored). */
export async function cartDel(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { ids } = parse(cartDelBody, input);
  await repo.deleteLines(ctx.db, user.id, ids);
  return { cart_number: await repo.badge(ctx.db, user.id) };
}

/** `cart/select` {ids | "all", checked}: ticks or unticks lines (per shop, or all). */
export async function cartSelect(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { checked, ids } = parse(cartSelectBody, input);
  await repo.setChecked(ctx.db, user.id, ids, checked);
  return cartList(ctx);
}

/**
 * `cart/merge` {lines:[{goods_id, sku_id, number}]}: the local cart joins the server's at login.
 * Lines that cannot be bought (own store, gone, bad) are skipped; quantities are capped at stock;
 * new lines beyond the 100-line limit are left out. More than 100 lines at once answer "cart_full".
 */
export async function cartMerge(ctx: Ctx, input: unknown, key: string | null = null) {
  const user = await requireUser(ctx);
  const { lines: list } = parse(cartMergeBody, input);
  // with an Idempotency-Key a merge whose answer was lost (the page navigated away) and is sent
  // again adds its numbers once
  await idempotent(ctx, `user:${user.id}`, key, requestHash("cart/merge", list), async (tx) => {
    await repo.lockCart(tx.db, user.id);
    for (const item of list) {
      let l: LineRequest;
      try {
        l = lineOf(item);
        const [priced] = await priceLines(tx.db, [l]);
        if (!priced || priced.shopOwnerId === user.id || priced.shopState !== SHOP_STATE.open) continue;
      } catch (err) {
        if (err instanceof AppError) continue;
        throw err;
      }
      await upsertLine(tx, user.id, l, "merge");
    }
  });
  return cartList(ctx);
}
