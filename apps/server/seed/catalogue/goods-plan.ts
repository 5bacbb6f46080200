import type { GoodsSpec } from "../../src/modules/catalogue/index.js";
import { LEAF_CATEGORIES, SUB_CATEGORIES } from "./category-tree.js";
import {
  listSupplierProduct,
  lowestPrice,
  makeProduct,
  makeTraffic,
  type ProductDraft,
  type SkuDraft,
  totalStock,
} from "./goods-factory.js";
import { kindOf } from "./kinds.js";
import type { Rng } from "./prng.js";

/** Rows for goods, SKUs and supplier goods, planned in memory before one batched insert. */
export interface GoodsRow {
  id: number;
  shopId: number;
  categoryId: number;
  supplierGoodsId: number | null;
  profitRatioPpm: number | null;
  title: string;
  image: string;
  images: string[];
  description: string;
  brand: string;
  specs: GoodsSpec[];
  priceMinor: bigint;
  freightMinor: bigint;
  stock: number;
  sales: number;
  followers: number;
  views: number;
  reviewCount: number;
  reviewStarsSum: number;
  status: "on" | "off";
  createdAt: Date;
}

export interface SupplierRow {
  id: number;
  categoryId: number;
  title: string;
  image: string;
  images: string[];
  description: string;
  brand: string;
  buyPriceMinor: bigint;
  specs: GoodsSpec[];
  /** units the supplier desk has */
  stock: number;
  createdAt: Date;
}

export interface CataloguePlan {
  supplier: SupplierRow[];
  goods: GoodsRow[];
  skus: (SkuDraft & { goodsId: number })[];
}

/** The top-level category a category hangs under. */
export function topOf(categoryId: number): number {
  let id = categoryId;
  for (let c = SUB_CATEGORIES.find((s) => s.id === id); c; c = SUB_CATEGORIES.find((s) => s.id === id)) id = c.parentId;
  return id;
}

/** Shop ids (1-based) by the top-level categories they sell in; every visible top has at least one. */
export function shopsByTop(shopTops: readonly (readonly number[])[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  shopTops.forEach((tops, i) => {
    for (const t of tops) map.set(t, [...(map.get(t) ?? []), i + 1]);
  });
  return map;
}

export interface PlanOptions {
  goods: number;
  /** share of goods listed from the supplier catalogue */
  supplierShare: number;
  shopTops: readonly (readonly number[])[];
  now: number;
  /** first ids (the benchmark seed plans in chunks) */
  firstGoodsId?: number;
  firstSupplierId?: number;
}

export function planSupplier(rng: Rng, count: number, now: number, firstId = 1): SupplierRow[] {
  return Array.from({ length: count }, (_, i) => {
    const leaf = LEAF_CATEGORIES[i % LEAF_CATEGORIES.length] as (typeof LEAF_CATEGORIES)[number];
    const p = makeProduct(rng, kindOf(leaf.kind));
    const retail = lowestPrice(p.skus);
    return {
      id: firstId + i,
      categoryId: leaf.id,
      title: p.title,
      image: p.image,
      images: p.images,
      description: p.description,
      brand: p.brand,
      // wholesale: 80 to 92 % of what the same product retails at
      buyPriceMinor: (retail * BigInt(rng.int(80, 92))) / 100n || 1n,
      specs: p.specs,
      // from the index, not the generator, so the rest of the demo data stays as it was
      stock: 120 + ((i * 337) % 880),
      createdAt: new Date(now - (130 + rng.int(0, 60)) * 86_400_000),
    };
  });
}

function supplierDraft(s: SupplierRow, skus: SkuDraft[]): ProductDraft {
  return {
    title: s.title,
    brand: s.brand,
    description: s.description,
    image: s.image,
    images: s.images,
    specs: s.specs,
    skus,
  };
}

/** Every SKU combination of a supplier product's specifications. */
function supplierSkus(specs: GoodsSpec[]): SkuDraft[] {
  let combos: Record<string, string>[] = [{}];
  for (const s of specs) combos = combos.flatMap((c) => s.values.map((v) => ({ ...c, [s.name]: v })));
  return combos.map((specValues) => ({ specValues, priceMinor: 0n, stock: 0 }));
}

export function planGoods(rng: Rng, supplier: readonly SupplierRow[], o: PlanOptions): CataloguePlan {
  const byTop = shopsByTop(o.shopTops);
  const allShops = o.shopTops.map((_, i) => i + 1);
  const seen = new Set<string>();
  const listed = new Set<string>();
  const goods: GoodsRow[] = [];
  const skus: CataloguePlan["skus"] = [];
  const firstId = o.firstGoodsId ?? 1;
  for (let i = 0; i < o.goods; i++) {
    const id = firstId + i;
    const fromSupplier = supplier.length > 0 && rng.next() < o.supplierShare;
    let categoryId: number;
    let draft: ProductDraft;
    let ratio: number | null = null;
    let supplierId: number | null = null;
    let shopId = 0;
    if (fromSupplier) {
      const s = rng.pick(supplier);
      ratio = rng.int(2, 30) * 5_000; // 1 % to 15 %, the level-1 limit
      draft = listSupplierProduct(rng, supplierDraft(s, supplierSkus(s.specs)), s.buyPriceMinor, ratio);
      categoryId = s.categoryId;
      supplierId = s.id;
      // a shop lists a supplier product once (a few tries, then it is a second listing)
      const candidates = byTop.get(topOf(categoryId)) ?? allShops;
      for (let tries = 0; tries < 4 && (shopId === 0 || listed.has(`${shopId}:${s.id}`)); tries++)
        shopId = rng.pick(candidates);
      listed.add(`${shopId}:${s.id}`);
    } else {
      const leaf = rng.pick(LEAF_CATEGORIES);
      draft = makeProduct(rng, kindOf(leaf.kind), seen);
      categoryId = leaf.id;
      shopId = rng.pick(byTop.get(topOf(categoryId)) ?? allShops);
    }
    const t = makeTraffic(rng, o.now);
    goods.push({
      id,
      shopId,
      categoryId,
      supplierGoodsId: supplierId,
      profitRatioPpm: ratio,
      title: draft.title,
      image: draft.image,
      images: draft.images,
      description: draft.description,
      brand: draft.brand,
      specs: draft.specs,
      priceMinor: lowestPrice(draft.skus),
      freightMinor: t.freightMinor,
      stock: totalStock(draft.skus),
      sales: t.sales,
      followers: t.followers,
      views: t.views,
      reviewCount: 0,
      reviewStarsSum: 0,
      status: t.status,
      createdAt: t.createdAt,
    });
    for (const s of draft.skus) skus.push({ ...s, goodsId: id });
  }
  return { supplier: [...supplier], goods, skus };
}
