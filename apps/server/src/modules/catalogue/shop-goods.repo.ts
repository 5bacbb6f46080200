import type { GoodsTextInput } from "@mp/contracts";
import { type SQL, sql } from "drizzle-orm";
import { containingLower, type Db, type PageAsk, queryRows, sqlPage } from "../../platform/db/index.js";
import { type GoodsSpec, goods, goodsSkus } from "./catalogue.tables.js";
import { goodsTextsOf, SUPPLIER_TEXTS, writeGoodsTexts } from "./goods-texts.js";
import { refreshGoodsSearchText } from "./search-text.js";

/**
 * The merchant's own goods (the merchants module's goods management reads and writes them only
 * through these functions). Every read and write names the shop: nothing crosses shops. Deleted
 * goods (`deleted_at`) are off the shelf, out of every list and count no more.
 */

const LIVE = sql`g.deleted_at is null`;

export interface ShopGoodsDbRow {
  id: number;
  title: string;
  image: string;
  price_minor: string;
  stock: number;
  sales: number;
  status: "on" | "off";
  category_id: number;
  supplier_goods_id: number | null;
  profit_ratio_ppm: number | null;
  buy_price_minor: string | null;
  created_at: Date;
  /** taken down by staff (moderation): the merchant cannot put it back on the shelf */
  taken_down_at: Date | null;
  taken_down_reason: string;
}

const ROW = sql`g.id, g.title, g.image, g.price_minor::text as price_minor, g.stock, g.sales, g.status, g.category_id,
  g.supplier_goods_id, g.profit_ratio_ppm, sg.buy_price_minor::text as buy_price_minor, g.created_at,
  g.taken_down_at, g.taken_down_reason`;
const FROM = sql`from goods g left join supplier_goods sg on sg.id = g.supplier_goods_id`;

/** The keyword in the goods' original title or its title in any language (goods_texts). */
const titleLike = (keyword: string) =>
  sql`(lower(g.title) like ${containingLower(keyword)} or exists (select 1 from goods_texts gt
    where gt.goods_id = g.id and lower(gt.title) like ${containingLower(keyword)}))`;

/** Goods that count toward the store level's product limit: every goods of the shop not deleted. */
export async function countShopGoods(db: Db, shopId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from goods g where g.shop_id = ${shopId} and ${LIVE}`,
  );
  return row?.n ?? 0;
}

/** Goods on and off the shelf (the list's tabs), matching the keyword when given. */
export async function shopGoodsCounts(db: Db, shopId: number, keyword?: string) {
  const search = keyword ? sql`and ${titleLike(keyword)}` : sql``;
  const [row] = await queryRows<{ on: number; off: number }>(
    db,
    sql`select count(*) filter (where g.status = 'on')::int as on, count(*) filter (where g.status = 'off')::int as off
        from goods g where g.shop_id = ${shopId} and ${LIVE} ${search}`,
  );
  return { on: row?.on ?? 0, off: row?.off ?? 0 };
}

/** A page of the shop's goods, newest first; `status` picks the tab, `keyword` searches titles. */
export function shopGoodsPage<R>(
  db: Db,
  shopId: number,
  ask: PageAsk & { status?: "on" | "off"; keyword?: string },
  present: (rows: ShopGoodsDbRow[]) => R[],
) {
  const parts: SQL[] = [sql`g.shop_id = ${shopId}`, LIVE];
  if (ask.status) parts.push(sql`g.status = ${ask.status}`);
  if (ask.keyword) parts.push(titleLike(ask.keyword));
  return sqlPage<ShopGoodsDbRow, R>(
    db,
    ask,
    { columns: ROW, from: sql`${FROM} where ${sql.join(parts, sql` and `)}`, orderBy: sql`g.id desc` },
    present,
  );
}

export interface ShopGoodsFull extends ShopGoodsDbRow {
  images: string[];
  brand: string;
  description: string;
  freight_minor: string;
  specs: GoodsSpec[];
  skus: { id: number; spec_values: Record<string, string>; price_minor: string; stock: number }[];
  /** the title and description given in other languages */
  texts: GoodsTextInput[];
}

/** One goods of the shop (not deleted) with its SKUs; null when it is not this shop's. */
export async function findShopGoods(db: Db, shopId: number, id: number): Promise<ShopGoodsFull | null> {
  const [row] = await queryRows<Omit<ShopGoodsFull, "skus" | "texts">>(
    db,
    sql`select ${ROW}, g.images, g.brand, g.description, g.freight_minor::text as freight_minor, g.specs
        ${FROM} where g.id = ${id} and g.shop_id = ${shopId} and ${LIVE}`,
  );
  if (!row) return null;
  const skus = await queryRows<ShopGoodsFull["skus"][number]>(
    db,
    sql`select id, spec_values, price_minor::text as price_minor, stock from goods_skus where goods_id = ${id} order by id`,
  );
  return { ...row, skus, texts: await goodsTextsOf(db, id) };
}

/** The highest price a buyer can pay for the goods: its dearest SKU, or its price without SKUs. */
export async function highestPrice(db: Db, goodsId: number): Promise<bigint> {
  const [row] = await queryRows<{ p: string }>(
    db,
    sql`select coalesce((select max(price_minor) from goods_skus where goods_id = ${goodsId}), g.price_minor)::text as p
        from goods g where g.id = ${goodsId}`,
  );
  return BigInt(row?.p ?? 0);
}

export interface SupplierGoodsDbRow {
  id: number;
  title: string;
  image: string;
  images: string[];
  description: string;
  brand: string;
  category_id: number;
  category_name: string;
  buy_price_minor: string;
  stock: number;
  specs: GoodsSpec[];
  listed_goods_id: number | null;
  /** staff's texts in other languages, copied to a listing when it is made */
  texts: GoodsTextInput[];
}

const supplierColumns = (shopId: number) => sql`sg.id, sg.title, sg.image, sg.images, sg.description,
  sg.brand, sg.category_id, coalesce(cn.name, c.name) as category_name, sg.buy_price_minor::text as buy_price_minor,
  sg.stock, sg.specs, ${SUPPLIER_TEXTS},
  (select g.id from goods g where g.shop_id = ${shopId} and g.supplier_goods_id = sg.id and ${LIVE} limit 1) as listed_goods_id`;
const supplierFrom = (lang: string) => sql`from supplier_goods sg join categories c on c.id = sg.category_id
  left join category_names cn on cn.category_id = c.id and cn.lang = ${lang}`;

/** A page of the supplier catalogue by title (`keyword`) and category (its subtree ids), newest first. */
export function supplierGoodsPage<R>(
  db: Db,
  shopId: number,
  lang: string,
  ask: PageAsk & { keyword?: string; categoryIds?: number[] },
  present: (rows: SupplierGoodsDbRow[]) => R[],
) {
  // products the console took off the supplier catalogue are not offered to merchants
  const parts: SQL[] = [sql`sg.on_sale`];
  if (ask.keyword) parts.push(sql`lower(sg.title) like ${containingLower(ask.keyword)}`);
  if (ask.categoryIds)
    parts.push(
      ask.categoryIds.length
        ? sql`sg.category_id in (${sql.join(
            ask.categoryIds.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return sqlPage<SupplierGoodsDbRow, R>(
    db,
    ask,
    {
      columns: supplierColumns(shopId),
      from: sql`${supplierFrom(lang)} where ${sql.join(parts, sql` and `)}`,
      orderBy: sql`sg.id desc`,
    },
    present,
  );
}

export async function findSupplierGoods(db: Db, shopId: number, id: number): Promise<SupplierGoodsDbRow | null> {
  const [row] = await queryRows<SupplierGoodsDbRow>(
    db,
    sql`select ${supplierColumns(shopId)} ${supplierFrom("en")} where sg.id = ${id} and sg.on_sale`,
  );
  return row ?? null;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from categories where id = ${id}`)).length > 0;
}

export interface ShopGoodsWrite {
  categoryId: number;
  title: string;
  image: string;
  images: string[];
  brand: string;
  description: string;
  specs: GoodsSpec[];
  freightMinor: bigint;
  /** SKUs; one with no spec values means goods without SKUs (its price and stock are the goods') */
  skus: { specValues: Record<string, string>; priceMinor: bigint; stock: number }[];
  supplierGoodsId?: number | null;
  profitRatioPpm?: number | null;
  /** the title and description in other languages; undefined keeps the stored ones (goods-texts.ts) */
  texts?: GoodsTextInput[];
}

const skuRows = (w: ShopGoodsWrite) => (w.specs.length ? w.skus : []);
function lowest(w: ShopGoodsWrite): bigint {
  let min = w.skus[0]?.priceMinor ?? 0n;
  for (const s of w.skus) if (s.priceMinor < min) min = s.priceMinor;
  return min;
}
const stockOf = (w: ShopGoodsWrite) => w.skus.reduce((n, s) => n + s.stock, 0);

/** Creates goods of the shop, on the shelf, with its SKUs; answers its id. */
export async function insertShopGoods(db: Db, shopId: number, w: ShopGoodsWrite): Promise<number> {
  const [row] = await db
    .insert(goods)
    .values({
      shopId,
      categoryId: w.categoryId,
      supplierGoodsId: w.supplierGoodsId ?? null,
      profitRatioPpm: w.profitRatioPpm ?? null,
      title: w.title,
      image: w.image,
      images: w.images,
      description: w.description,
      brand: w.brand,
      specs: w.specs,
      priceMinor: lowest(w),
      freightMinor: w.freightMinor,
      stock: stockOf(w),
      status: "on",
    })
    .returning({ id: goods.id });
  const id = (row as { id: number }).id;
  const skus = skuRows(w);
  if (skus.length)
    await db
      .insert(goodsSkus)
      .values(skus.map((s) => ({ goodsId: id, specValues: s.specValues, priceMinor: s.priceMinor, stock: s.stock })));
  if (w.texts?.length) await writeGoodsTexts(db, id, w.texts);
  await refreshGoodsSearchText(db, [id]);
  return id;
}

const skuKey = (v: Record<string, string>) => JSON.stringify(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Rewrites goods of the shop and its SKUs: a SKU whose values stay keeps its id (carts name it),
 * others are dropped or added. Answers false when the goods is not this shop's or is deleted.
 */
export async function updateShopGoods(db: Db, shopId: number, id: number, w: ShopGoodsWrite): Promise<boolean> {
  const done = await queryRows(
    db,
    sql`update goods set category_id = ${w.categoryId}, title = ${w.title}, image = ${w.image},
          images = ${JSON.stringify(w.images)}::jsonb, description = ${w.description}, brand = ${w.brand},
          specs = ${JSON.stringify(w.specs)}::jsonb, price_minor = ${lowest(w)}, freight_minor = ${w.freightMinor},
          stock = ${stockOf(w)}, profit_ratio_ppm = ${w.profitRatioPpm ?? null}
        where id = ${id} and shop_id = ${shopId} and deleted_at is null returning id`,
  );
  if (!done.length) return false;
  const old = await queryRows<{ id: number; spec_values: Record<string, string> }>(
    db,
    sql`select id, spec_values from goods_skus where goods_id = ${id}`,
  );
  const byKey = new Map(old.map((o) => [skuKey(o.spec_values), o.id]));
  const kept = new Set<number>();
  for (const s of skuRows(w)) {
    const was = byKey.get(skuKey(s.specValues));
    if (was !== undefined) {
      kept.add(was);
      await db.execute(
        sql`update goods_skus set price_minor = ${s.priceMinor}, stock = ${s.stock} where id = ${was} and goods_id = ${id}`,
      );
    } else
      await db
        .insert(goodsSkus)
        .values({ goodsId: id, specValues: s.specValues, priceMinor: s.priceMinor, stock: s.stock });
  }
  const drop = old.filter((o) => !kept.has(o.id)).map((o) => sql`${o.id}`);
  if (drop.length)
    await db.execute(sql`delete from goods_skus where goods_id = ${id} and id in (${sql.join(drop, sql`, `)})`);
  await writeGoodsTexts(db, id, w.texts);
  await refreshGoodsSearchText(db, [id]);
  return true;
}

/** Puts goods of the shop on or off the shelf; false when it is not this shop's or is deleted. */
export async function setShelf(db: Db, shopId: number, id: number, status: "on" | "off"): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update goods set status = ${status} where id = ${id} and shop_id = ${shopId} and deleted_at is null
        and (${status} = 'off' or taken_down_at is null) returning id`,
  );
  return rows.length > 0;
}

/**
 * Deletes goods of the shop softly: off the shelf and marked deleted (orders keep their lines and
 * the row they name); shoppers' favourites and history of it go. False when not this shop's.
 */
export async function softDeleteGoods(db: Db, shopId: number, id: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update goods set status = 'off', deleted_at = now() where id = ${id} and shop_id = ${shopId} and deleted_at is null returning id`,
  );
  if (!rows.length) return false;
  await db.execute(sql`delete from goods_favourites where goods_id = ${id}`);
  await db.execute(sql`delete from browse_history where goods_id = ${id}`);
  return true;
}
