import { SHOP_STATE } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, type PreparedStatement, queryPrepared, queryRows, sqlText } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import {
  countSalesStatement,
  type LineFactsRow,
  lineFacts,
  returnGoodsStock,
  returnSkuStock,
  type StockLine,
  takeGoodsStock,
  takeSkuStock,
  uncountShopSales,
} from "../catalogue/index.js";

/**
 * Cart and checkout lines against the catalogue: prices, stock and sales, sent as statements the
 * catalogue module writes (its selling-fragments.ts), so every step stays one round trip.
 */

/** What a cart or checkout line asks for. */
export interface LineRequest {
  goodsId: number;
  skuId: number | null;
  number: number;
  /** the cart line it came from, if any */
  cartId?: number;
}

/** A line with the catalogue's current facts: the server's price, stock, shop and owner. */
export interface PricedLine extends LineRequest {
  shopId: number;
  shopName: string;
  shopState: number;
  shopOwnerId: number;
  title: string;
  image: string;
  specValues: Record<string, string>;
  priceMinor: bigint;
  freightMinor: bigint;
  stock: number;
  buyPriceMinor: bigint | null;
}

type Row = LineFactsRow & { idx: number };

/**
 * The lines' facts in one prepared statement (a fixed text for any number of lines: one array
 * per column). $1 the lines' indexes, $2 their goods, $3 their SKUs (null for none).
 */
const PRICE_LINES: PreparedStatement = {
  name: "orders_price_lines_v1",
  text: `select l.idx, f.*
    from unnest($1::int[], $2::int[], $3::int[]) as l(idx, goods_id, sku_id)
    join ${sqlText(lineFacts(sql`l.goods_id`, sql`l.sku_id`))} f on true`,
};

/**
 * Looks up the lines in the catalogue (one query). Refuses a missing or off-shelf product
 * ("goods_unavailable"), a missing SKU where the goods have specifications ("spec_required"),
 * and a SKU of other goods. Stock is reported, not checked: callers decide.
 */
export async function priceLines(db: Db, lines: LineRequest[]): Promise<PricedLine[]> {
  if (!lines.length) return [];
  const rows = await queryPrepared<Row>(db, PRICE_LINES, [
    lines.map((_, i) => i),
    lines.map((l) => l.goodsId),
    lines.map((l) => l.skuId),
  ]);
  const byIdx = new Map(rows.map((r) => [r.idx, r]));
  return lines.map((l, i) => {
    const r = byIdx.get(i);
    if (r?.status !== "on") throw new AppError("goods_unavailable", { field: "goods_id" });
    // a closed or locked store sells nothing (its merchant sees 402; shoppers see "shop closed")
    if (r.shop_state !== SHOP_STATE.open) throw new AppError("shop_closed", { field: "goods_id" });
    if (r.has_skus && (l.skuId === null || r.sku_id === null)) throw new AppError("spec_required", { field: "sku_id" });
    if (!r.has_skus && l.skuId !== null) throw new AppError("spec_required", { field: "sku_id" });
    return {
      ...l,
      shopId: r.shop_id,
      shopName: r.shop_name,
      shopState: r.shop_state,
      shopOwnerId: r.shop_owner,
      title: r.title,
      image: r.image,
      specValues: r.spec_values ?? {},
      priceMinor: BigInt(r.sku_price ?? r.goods_price),
      freightMinor: BigInt(r.freight_minor),
      stock: r.sku_stock ?? r.goods_stock,
      buyPriceMinor: r.buy_price_minor === null ? null : BigInt(r.buy_price_minor),
    };
  });
}

/** "Colour: Black, Storage: 128GB" */
export const specText = (v: Record<string, string>): string =>
  Object.entries(v)
    .map(([k, x]) => `${k}: ${x}`)
    .join(", ");

/**
 * Takes stock for an order line: a conditional update that never takes stock below zero (the
 * CHECK constraints on goods and goods_skus back it up). Returns false when there is not enough.
 * Callers take lines in (goods, sku) order so concurrent checkouts lock rows in the same order.
 */
export async function takeStock(db: Db, l: StockLine) {
  if (l.skuId !== null) {
    const sku = await queryRows(db, takeSkuStock(l));
    if (!sku.length) return false;
  }
  const take = takeGoodsStock(l);
  const g = await queryPrepared(db, take.statement, take.values);
  return g.length > 0;
}

/** Gives an order line's stock back (a cancelled order); `unsell` also takes back the sale counted at payment. */
export async function returnStock(db: Db, l: StockLine, unsell = false) {
  if (l.skuId !== null) await db.execute(returnSkuStock(l));
  await db.execute(returnGoodsStock(l, unsell));
}

/** Takes back a shop's sales of a cancelled or refunded paid order. */
export async function uncountSales(db: Db, shopId: number, n: number) {
  await db.execute(uncountShopSales(shopId, n));
}

/**
 * Paid orders count as sales of the goods and the shops (negative numbers take them back), in
 * one statement that keeps the lock order of every path (see `countSalesStatement`).
 */
export async function countSales(db: Db, lines: { goodsId: number; shopId: number; number: number }[]) {
  const count = countSalesStatement(lines);
  if (count) await queryPrepared(db, count.statement, count.values);
}
