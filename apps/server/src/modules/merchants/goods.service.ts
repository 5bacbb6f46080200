import {
  addSupplierBody,
  type ShopGoodsDetail,
  type ShopGoodsList,
  type SkuInput,
  type SupplierGoodsList,
  sellPriceMinor,
  shopGoodsIdBody,
  shopGoodsListQuery,
  shopGoodsRatioBody,
  shopGoodsSaveBody,
  shopGoodsShelfBody,
  shopGoodsSkusBody,
  supplierGoodsQuery,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import {
  categoryExists,
  findShopGoods,
  findSupplierGoods,
  forgetGoodsAnswers,
  highestPrice,
  insertShopGoods,
  lockShopRow,
  requireOwnShop,
  type ShopGoodsWrite,
  setShelf,
  shopGoodsCounts,
  shopGoodsPage,
  softDeleteGoods,
  subtreeIds,
  supplierGoodsPage,
  updateShopGoods,
} from "../catalogue/index.js";
import { presentLimits, presentShopGoods, presentShopGoodsDetail, presentSupplierGoods } from "./goods.presenter.js";
import { checkPriceCap, checkRatio, checkRoomForOneMore, checkWithinLimit, shopLevelRule } from "./goods-rules.js";

/**
 * The merchant's goods management, `/api/wanlshop/shop/goods/...` (docs/rules.md#goods). Every
 * call starts with `requireOwnShop` and names the merchant's shop in every read and write. The
 * level's product limit and price cap are checked inside one transaction holding the shop's row
 * lock, for own goods and supplier listings alike; the storefront caches are dropped after a change.
 */

/** `shop/goods/limits`: the level's limits and what the shop uses. */
export async function goodsLimits(ctx: Ctx) {
  const { shopId } = await requireOwnShop(ctx);
  const { rule, products } = await shopLevelRule(ctx.db, shopId);
  return presentLimits(rule, products);
}

/** `shop/goods/list`: the shop's goods (a tab on or off the shelf, a title search), counts per tab and the limits. */
export async function listShopGoods(ctx: Ctx, input: unknown): Promise<ShopGoodsList> {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(shopGoodsListQuery, input);
  const keyword = q.keyword || undefined;
  const [page, counts, level] = await Promise.all([
    shopGoodsPage(ctx.db, shopId, { ...q, keyword }, (rows) => rows.map(presentShopGoods)),
    shopGoodsCounts(ctx.db, shopId, keyword),
    shopLevelRule(ctx.db, shopId),
  ]);
  return { ...page, counts, limits: presentLimits(level.rule, level.products) };
}

/** `shop/goods/detail` {id}: one of the shop's goods for the editor. */
export async function shopGoodsDetail(ctx: Ctx, input: unknown): Promise<ShopGoodsDetail> {
  const { shopId } = await requireOwnShop(ctx);
  const { id } = parse(shopGoodsIdBody, input);
  const g = await findShopGoods(ctx.db, shopId, id);
  if (!g) throw new AppError("not_found", { field: "id" });
  return presentShopGoodsDetail(g);
}

/** `shop/goods/supplier`: the supplier catalogue by title and category (with its subcategories). */
export async function supplierCatalogue(ctx: Ctx, input: unknown): Promise<SupplierGoodsList> {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(supplierGoodsQuery, input);
  const categoryIds = q.category_id ? await subtreeIds(ctx.db, [q.category_id]) : undefined;
  const [page, level] = await Promise.all([
    supplierGoodsPage(ctx.db, shopId, ctx.lang, { ...q, keyword: q.keyword || undefined, categoryIds }, (rows) =>
      rows.map(presentSupplierGoods),
    ),
    shopLevelRule(ctx.db, shopId),
  ]);
  return { ...page, limits: presentLimits(level.rule, level.products) };
}

/** Every SKU combination of the supplier's specifications (one with no values when there are none). */
function combinations(specs: { name: string; values: string[] }[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const s of specs) combos = combos.flatMap((c) => s.values.map((v) => ({ ...c, [s.name]: v })));
  return combos;
}

/** The supplier's stock shared out over the listing's SKUs (the first ones take the remainder). */
function shareStock(stock: number, n: number): number[] {
  const each = Math.floor(stock / n);
  return Array.from({ length: n }, (_, i) => each + (i < stock % n ? 1 : 0));
}

/**
 * `shop/goods/add_supplier` {supplier_goods_id, ratio}: lists a supplier product in the shop at a
 * ratio up to the level's limit; every SKU sells at buy x (1 + ratio), half up to the cent.
 */
export async function addSupplierGoods(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const b = parse(addSupplierBody, input);
  const done = await inTransaction(ctx, async (tx) => {
    await lockShopRow(tx.db, shopId);
    const sg = await findSupplierGoods(tx.db, shopId, b.supplier_goods_id);
    if (!sg) throw new AppError("not_found", { field: "supplier_goods_id" });
    const { rule, products } = await shopLevelRule(tx.db, shopId);
    checkRatio(rule, b.ratio);
    if (sg.listed_goods_id !== null)
      throw new AppError("supplier_already_listed", { field: "supplier_goods_id", data: { id: sg.listed_goods_id } });
    const price = sellPriceMinor(BigInt(sg.buy_price_minor), b.ratio);
    checkPriceCap(rule, price, "ratio");
    checkRoomForOneMore(rule, products);
    const combos = combinations(sg.specs);
    const stocks = shareStock(sg.stock, combos.length);
    const id = await insertShopGoods(tx.db, shopId, {
      categoryId: sg.category_id,
      title: sg.title,
      image: sg.image,
      images: sg.images.length ? sg.images : [sg.image],
      brand: sg.brand,
      description: sg.description,
      specs: sg.specs,
      freightMinor: 0n,
      skus: combos.map((specValues, i) => ({ specValues, priceMinor: price, stock: stocks[i] ?? 0 })),
      supplierGoodsId: sg.id,
      profitRatioPpm: Number(b.ratio),
      // staff's texts in other languages come with the listing; the merchant may edit them
      texts: sg.texts,
    });
    return { id };
  });
  await forgetGoodsAnswers(ctx);
  return done;
}

const OUR_IMAGE = /^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/;

/**
 * Image URLs that `api/common/upload` stored here (relative, or absolute with our public URL),
 * stored relative; a picture the goods already has (a supplier's, the demo catalogue's) may stay.
 */
async function ourImages(ctx: Ctx, urls: string[], kept: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (let u of urls) {
    if (ctx.config.publicUrl && u.startsWith(ctx.config.publicUrl)) u = u.slice(ctx.config.publicUrl.length);
    if (kept.includes(u)) {
      out.push(u);
      continue;
    }
    if (!OUR_IMAGE.test(u)) throw new AppError("upload_invalid", { field: "images" });
    if (!(await ctx.storage.exists(u.slice("/uploads/".length))))
      throw new AppError("upload_invalid", { field: "images" });
    out.push(u);
  }
  return [...new Set(out)];
}

function highest(skus: { priceMinor: bigint }[]): bigint {
  let max = 0n;
  for (const s of skus) if (s.priceMinor > max) max = s.priceMinor;
  return max;
}

/**
 * `shop/goods/save`: creates own goods (on the shelf) or edits goods of the shop. A supplier
 * listing keeps the supplier's SKUs and buy price; its `ratio` may change. Everything is checked
 * before the one transaction writes, so nothing is half-saved.
 */
export async function saveShopGoods(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const b = parse(shopGoodsSaveBody, input);
  const existing = b.id ? await findShopGoods(ctx.db, shopId, b.id) : null;
  if (b.id && !existing) throw new AppError("not_found", { field: "id" });
  const listing = existing?.supplier_goods_id != null ? existing : null;
  const ratio = listing ? parse(shopGoodsRatioBody, input).ratio : null;
  const own: { specs: { name: string; values: string[] }[]; skus: SkuInput[] } | null = listing
    ? null
    : parse(shopGoodsSkusBody, input);
  const images = await ourImages(ctx, b.images, existing ? [existing.image, ...existing.images] : []);
  if (!(await categoryExists(ctx.db, b.category_id)))
    throw new AppError("goods_category_invalid", { field: "category_id" });
  const done = await inTransaction(ctx, async (tx) => {
    await lockShopRow(tx.db, shopId);
    const { rule, products } = await shopLevelRule(tx.db, shopId);
    const write: ShopGoodsWrite = {
      categoryId: b.category_id,
      title: b.title,
      image: images[0] as string,
      images,
      brand: b.brand,
      description: b.description,
      freightMinor: b.freight,
      specs: own ? own.specs : (listing?.specs ?? []),
      skus: [],
      texts: b.texts,
    };
    if (listing && ratio !== null) {
      checkRatio(rule, ratio);
      const price = sellPriceMinor(BigInt(listing.buy_price_minor ?? 0), ratio);
      checkPriceCap(rule, price, "ratio");
      write.profitRatioPpm = Number(ratio);
      write.skus = listing.skus.length
        ? listing.skus.map((s) => ({ specValues: s.spec_values, priceMinor: price, stock: s.stock }))
        : [{ specValues: {}, priceMinor: price, stock: listing.stock }];
    } else if (own) {
      write.skus = own.skus.map((s) => ({ specValues: s.spec_values, priceMinor: s.priceMinor, stock: s.stock }));
      checkPriceCap(rule, highest(write.skus));
    }
    if (!existing) {
      checkRoomForOneMore(rule, products);
      return { id: await insertShopGoods(tx.db, shopId, write) };
    }
    if (!(await updateShopGoods(tx.db, shopId, existing.id, write))) throw new AppError("not_found", { field: "id" });
    return { id: existing.id };
  });
  await forgetGoodsAnswers(ctx);
  return done;
}

/** `shop/goods/shelf` {id, status}: on the shelf only within the level's product limit and price cap. */
export async function shelfShopGoods(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const b = parse(shopGoodsShelfBody, input);
  const done = await inTransaction(ctx, async (tx) => {
    await lockShopRow(tx.db, shopId);
    const g = await findShopGoods(tx.db, shopId, b.id);
    if (!g) throw new AppError("not_found", { field: "id" });
    if (b.status === "on" && g.taken_down_at) throw new AppError("goods_taken_down", { field: "id" });
    if (b.status === "on" && g.status !== "on") {
      const { rule, products } = await shopLevelRule(tx.db, shopId);
      checkWithinLimit(rule, products);
      checkPriceCap(rule, await highestPrice(tx.db, g.id));
    }
    await setShelf(tx.db, shopId, g.id, b.status);
    return { id: g.id, status: b.status };
  });
  await forgetGoodsAnswers(ctx);
  return done;
}

/** `shop/goods/del` {id}: soft delete; orders keep their lines, the goods leaves every list and the count. */
export async function deleteShopGoods(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const { id } = parse(shopGoodsIdBody, input);
  const gone = await inTransaction(ctx, async (tx) => {
    await lockShopRow(tx.db, shopId);
    return softDeleteGoods(tx.db, shopId, id);
  });
  if (!gone) throw new AppError("not_found", { field: "id" });
  await forgetGoodsAnswers(ctx);
  return { id };
}
