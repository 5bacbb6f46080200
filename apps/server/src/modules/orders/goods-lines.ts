import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";

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

interface Row {
  idx: number;
  goods_id: number;
  shop_id: number;
  shop_name: string;
  shop_state: number;
  shop_owner: number;
  title: string;
  image: string;
  status: string;
  goods_stock: number;
  goods_price: string;
  freight_minor: string;
  has_skus: boolean;
  sku_id: number | null;
  spec_values: Record<string, string> | null;
  sku_price: string | null;
  sku_stock: number | null;
  buy_price_minor: string | null;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Looks up the lines in the catalogue (one query). Refuses a missing or off-shelf product
 * ("goods_unavailable"), a missing SKU where the goods have specifications ("spec_required"),
 * and a SKU of other goods. Stock is reported, not checked: callers decide.
 */
export async function priceLines(db: Db, lines: LineRequest[]): Promise<PricedLine[]> {
  if (!lines.length) return [];
  const rows = await queryRows<Row>(
    db,
    sql`select l.idx, g.id as goods_id, g.shop_id, s.name as shop_name, s.state as shop_state, s.user_id as shop_owner,
          g.title, g.image, g.status, g.stock as goods_stock, g.price_minor::text as goods_price,
          g.freight_minor::text as freight_minor,
          exists (select 1 from goods_skus x where x.goods_id = g.id) as has_skus,
          k.id as sku_id, k.spec_values, k.price_minor::text as sku_price, k.stock as sku_stock,
          sg.buy_price_minor::text as buy_price_minor
        from (values ${values(lines.map((l, i) => sql`(${i}::int, ${l.goodsId}::int, ${l.skuId}::int)`))}) as l(idx, goods_id, sku_id)
        join goods g on g.id = l.goods_id
        join shops s on s.id = g.shop_id
        left join goods_skus k on k.id = l.sku_id and k.goods_id = g.id
        left join supplier_goods sg on sg.id = g.supplier_goods_id`,
  );
  const byIdx = new Map(rows.map((r) => [r.idx, r]));
  return lines.map((l, i) => {
    const r = byIdx.get(i);
    if (r?.status !== "on") throw new AppError("goods_unavailable", { field: "goods_id" });
    if (r.shop_state === 0) throw new AppError("shop_closed", { field: "goods_id" });
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
export async function takeStock(db: Db, l: { goodsId: number; skuId: number | null; number: number }) {
  if (l.skuId !== null) {
    const sku = await queryRows(
      db,
      sql`update goods_skus set stock = stock - ${l.number} where id = ${l.skuId} and goods_id = ${l.goodsId} and stock >= ${l.number} returning id`,
    );
    if (!sku.length) return false;
  }
  const g = await queryRows(
    db,
    sql`update goods set stock = stock - ${l.number} where id = ${l.goodsId} and stock >= ${l.number} returning id`,
  );
  return g.length > 0;
}

/** Gives an order line's stock back (a cancelled order); `unsell` also takes back the sale counted at payment. */
export async function returnStock(
  db: Db,
  l: { goodsId: number; skuId: number | null; number: number },
  unsell = false,
) {
  if (l.skuId !== null)
    await db.execute(
      sql`update goods_skus set stock = stock + ${l.number} where id = ${l.skuId} and goods_id = ${l.goodsId}`,
    );
  await db.execute(
    unsell
      ? sql`update goods set stock = stock + ${l.number}, sales = greatest(sales - ${l.number}, 0) where id = ${l.goodsId}`
      : sql`update goods set stock = stock + ${l.number} where id = ${l.goodsId}`,
  );
}

/**
 * Paid orders count as sales of the goods and the shops (negative numbers take them back). Rows
 * are updated in id order, goods before shops, like every other path that touches them (stock
 * is taken in goods order too), so concurrent checkouts, payments and cancels cannot deadlock.
 * One statement: a chain of updates, each waiting for the one before it (its condition reads the
 * previous one's result), which keeps that order.
 */
export async function countSales(db: Db, lines: { goodsId: number; shopId: number; number: number }[]) {
  const byGoods = new Map<number, number>();
  const byShop = new Map<number, number>();
  for (const l of lines) {
    byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.number);
    byShop.set(l.shopId, (byShop.get(l.shopId) ?? 0) + l.number);
  }
  const steps = [
    ...[...byGoods].sort((a, b) => a[0] - b[0]).map(([id, n]) => ({ table: sql`goods`, id, n })),
    ...[...byShop].sort((a, b) => a[0] - b[0]).map(([id, n]) => ({ table: sql`shops`, id, n })),
  ];
  if (!steps.length) return;
  const ctes = steps.map(({ table, id, n }, i) => {
    const after = i === 0 ? sql`` : sql` and (select count(*) from ${sql.raw(`s${i - 1}`)}) >= 0`;
    return sql`${sql.raw(`s${i}`)} as (update ${table} set sales = greatest(sales + ${n}::int, 0) where id = ${id}::int${after} returning 1)`;
  });
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select count(*) from ${sql.raw(`s${steps.length - 1}`)}`);
}
