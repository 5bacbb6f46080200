import {
  cartDelBody,
  cartEditBody,
  cartLineBody,
  cartMergeBody,
  cartSelectBody,
  MAX_CART_LINES,
  MAX_QUANTITY,
} from "@mp/contracts";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { queryRows } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { type LineRequest, priceLines, specText } from "./goods-lines.js";
import { cartLines } from "./orders.tables.js";
import { money } from "./presenters.js";

interface CartRow {
  id: number;
  goods_id: number;
  sku_id: number | null;
  number: number;
  checked: boolean;
  title: string;
  image: string;
  status: string;
  goods_price: string;
  goods_stock: number;
  freight_minor: string;
  spec_values: Record<string, string> | null;
  sku_price: string | null;
  sku_stock: number | null;
  shop_id: number;
  shop_name: string;
  shop_state: number;
}

/** `cart/synchro`: the user's lines with the server's current price and stock; the badge is the sum of `number`. */
export async function cartList(ctx: Ctx) {
  const user = await requireUser(ctx);
  const rows = await queryRows<CartRow>(
    ctx.db,
    sql`select c.id, c.goods_id, c.sku_id, c.number, c.checked, g.title, g.image, g.status,
          g.price_minor::text as goods_price, g.stock as goods_stock, g.freight_minor::text as freight_minor,
          k.spec_values, k.price_minor::text as sku_price, k.stock as sku_stock,
          s.id as shop_id, s.name as shop_name, s.state as shop_state
        from cart_lines c join goods g on g.id = c.goods_id join shops s on s.id = g.shop_id
        left join goods_skus k on k.id = c.sku_id
        where c.user_id = ${user.id} order by s.id, c.id desc`,
  );
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
      invalid: r.status !== "on" || r.shop_state !== 1 || (r.sku_id !== null && r.sku_price === null),
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
  if (priced.shopState === 2) throw new AppError("store_locked");
  if (l.number > priced.stock) throw new AppError("inventory_shortage", { data: { stock: priced.stock } });
  return priced;
}

async function upsertLine(ctx: Ctx, userId: number, l: LineRequest, mode: "add" | "merge") {
  const skuCond = l.skuId === null ? sql`sku_id is null` : sql`sku_id = ${l.skuId}`;
  const [existing] = await queryRows<{ id: number; number: number }>(
    ctx.db,
    sql`select id, number from cart_lines where user_id = ${userId} and goods_id = ${l.goodsId} and ${skuCond} for update`,
  );
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
    await ctx.db.update(cartLines).set({ number, updatedAt: new Date() }).where(eq(cartLines.id, existing.id));
    return existing.id;
  }
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  if (Number(n) >= MAX_CART_LINES) {
    // merging keeps what fits: once the cart is full, new lines are left out (existing ones still add up)
    if (mode === "merge") return null;
    throw new AppError("cart_full");
  }
  const [row] = await ctx.db
    .insert(cartLines)
    .values({ userId, goodsId: l.goodsId, skuId: l.skuId, number })
    .returning({ id: cartLines.id });
  return row?.id ?? null;
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
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${user.id}`}))`);
    const id = await upsertLine(tx, user.id, l, "add");
    return { id, cart_number: await badge(tx, user.id) };
  });
}

/** `cart/edit` {id, number}: sets a line's quantity (within stock). */
export async function cartEdit(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id, number } = parse(cartEditBody, input);
  return inTransaction(ctx, async (tx) => {
    const [line] = await tx.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.id, id), eq(cartLines.userId, user.id)))
      .for("update");
    if (!line) throw new AppError("not_found");
    await checkLine(tx, user.id, { goodsId: line.goodsId, skuId: line.skuId, number });
    await tx.db.update(cartLines).set({ number, updatedAt: new Date() }).where(eq(cartLines.id, id));
    return { id, number, cart_number: await badge(tx, user.id) };
  });
}

/** `cart/del` {ids}: removes the user's lines among ids (others' ids are ignored). */
export async function cartDel(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { ids } = parse(cartDelBody, input);
  await ctx.db.delete(cartLines).where(and(eq(cartLines.userId, user.id), inArray(cartLines.id, ids)));
  return { cart_number: await badge(ctx, user.id) };
}

/** `cart/select` {ids | "all", checked}: ticks or unticks lines (per shop, or all). */
export async function cartSelect(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { checked, ids } = parse(cartSelectBody, input);
  const where =
    ids === "all" ? eq(cartLines.userId, user.id) : and(eq(cartLines.userId, user.id), inArray(cartLines.id, ids));
  await ctx.db.update(cartLines).set({ checked }).where(where);
  return cartList(ctx);
}

/**
 * `cart/merge` {lines:[{goods_id, sku_id, number}]}: the local cart joins the server's at login.
 * Lines that cannot be bought (own store, gone, bad) are skipped; quantities are capped at stock;
 * new lines beyond the 100-line limit are left out. More than 100 lines at once answer "cart_full".
 */
export async function cartMerge(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { lines: list } = parse(cartMergeBody, input);
  await inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${user.id}`}))`);
    for (const item of list) {
      let l: LineRequest;
      try {
        l = lineOf(item);
        const [priced] = await priceLines(tx.db, [l]);
        if (!priced || priced.shopOwnerId === user.id || priced.shopState !== 1) continue;
      } catch (err) {
        if (err instanceof AppError) continue;
        throw err;
      }
      await upsertLine(tx, user.id, l, "merge");
    }
  });
  return cartList(ctx);
}

async function badge(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select coalesce(sum(number), 0)::int as n from cart_lines where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}
