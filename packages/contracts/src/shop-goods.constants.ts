/**
 * Goods management by the merchant (docs/rules.md#goods): limits of one goods row and the answers
 * of `/api/wanlshop/shop/goods/...`. Money as decimal strings; ratios as per-cent strings.
 */
export const SHOP_GOODS_MAX = {
  title: 120,
  brand: 60,
  description: 5_000,
  images: 9,
  /** specification names per goods, values per name, characters per name or value */
  specNames: 3,
  specValues: 20,
  specText: 30,
  skus: 100,
  /** highest SKU price and freight, in cents ($1,000,000 and $10,000) */
  priceMinor: 100_000_000,
  freightMinor: 1_000_000,
  stock: 1_000_000,
} as const;

export type ShelfStatus = "on" | "off";

/** What the shop's level allows and what it uses (shown above the goods list). */
export interface ShopGoodsLimits {
  level: number;
  /** null: unlimited */
  product_limit: number | null;
  /** goods counted toward the limit: every goods not deleted, on or off the shelf */
  products: number;
  /** the highest SKU price, or null for none */
  price_cap: string | null;
  /** the highest profit ratio for supplier goods, in per cent */
  profit_ratio: number;
}

export interface ShopGoodsRow {
  id: number;
  title: string;
  image: string;
  /** the lowest SKU price */
  price: string;
  stock: number;
  sales: number;
  status: ShelfStatus;
  category_id: number;
  /** set for a listing of a supplier product */
  supplier_goods_id: number | null;
  /** the listing's profit ratio in per cent ("15.00"), the supplier's buy price */
  ratio: string | null;
  buy_price: string | null;
  createtime: number;
  /** 1 when staff took it down (moderation): off sale until staff restores it; the merchant cannot re-shelve it */
  taken_down: 0 | 1;
  /** the reason staff gave, shown on the merchant's goods page */
  taken_down_reason: string;
}

export interface ShopGoodsList {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: ShopGoodsRow[];
  counts: { on: number; off: number };
  limits: ShopGoodsLimits;
}

export interface ShopGoodsSku {
  id: number;
  spec_values: Record<string, string>;
  price: string;
  stock: number;
}

/** `shop/goods/detail`: what the editor fills itself with. */
export interface ShopGoodsDetail extends ShopGoodsRow {
  images: string[];
  brand: string;
  description: string;
  freight: string;
  specs: { name: string; values: string[] }[];
  skus: ShopGoodsSku[];
  /** the title and description the merchant gave in other languages */
  texts: { lang: string; title: string; description: string }[];
}

/** One row of the supplier catalogue (`shop/goods/supplier`). */
export interface SupplierGoodsRow {
  id: number;
  title: string;
  image: string;
  category_id: number;
  category_name: string;
  /** buy price (jhjg) */
  jhjg: string;
  stock: number;
  specs: { name: string; values: string[] }[];
  /** this shop already lists it (a goods not deleted) */
  listed_goods_id: number | null;
}

export interface SupplierGoodsList {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: SupplierGoodsRow[];
  limits: ShopGoodsLimits;
}

/** Sell price of a supplier listing from cents and a ratio in parts per million: buy x (1 + r), half up to the cent. */
export function sellPriceMinor(buyMinor: bigint, ratioPpm: bigint): bigint {
  const product = buyMinor * (1_000_000n + ratioPpm);
  const q = product / 1_000_000n;
  return product % 1_000_000n >= 500_000n ? q + 1n : q;
}

const RATIO = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "15" or "15.25" (per cent, at most two decimals) as parts per million; null when malformed. */
export function ratioPpmOf(input: unknown): bigint | null {
  const s = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input;
  if (typeof s !== "string") return null;
  const m = RATIO.exec(s.trim());
  if (!m) return null;
  return BigInt(m[1] as string) * 10_000n + BigInt((m[2] ?? "").padEnd(2, "0")) * 100n;
}

/**
 * A level's highest ratio as the level table keeps it (per cent with at most two decimals: 15,
 * 15.5, 12.25) in parts per million, exactly: the per cent is read as whole basis points first,
 * so 15.5 is 155000n and no fraction reaches BigInt.
 */
export function levelRatioPpm(percent: number): bigint {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`profit ratio ${percent}`);
  return BigInt(basisPoints) * 100n;
}

/** 150000n -> "15.00" */
export const ratioText = (ppm: bigint | number): string => {
  const hundredths = BigInt(ppm) / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
};
