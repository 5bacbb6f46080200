import { z } from "zod";
import type { ErrorKey } from "./errors.js";
import { goodsTextsField } from "./goods-texts.js";
import { body, fail, ID_MAX, pageQuery } from "./request.js";
import { SHOP_GOODS_MAX as M, ratioPpmOf } from "./shop-goods.constants.js";

/** Requests of the merchant's goods management, `/api/wanlshop/shop/goods/...` (docs/api.md#shop-goods). */

const id = z.coerce.number().int().positive().max(ID_MAX);

/** `shop/goods/list`: the shop's goods on (or off) the shelf, `keyword` searches titles. */
export const shopGoodsListQuery = pageQuery.extend({
  status: z.enum(["on", "off"]).optional().catch(undefined),
});

/** `shop/goods/supplier`: the supplier catalogue, by title (`keyword`) and category. */
export const supplierGoodsQuery = pageQuery.extend({
  category_id: id.optional().catch(undefined),
});

export const shopGoodsIdBody = z.object({ id });

export const shopGoodsShelfBody = z.object({ id, status: z.enum(["on", "off"], { message: "bad_request" }) });

/** A ratio in per cent ("15", at most two decimals, above 0), as parts per million. */
const ratio = z.unknown().transform((v, ctx) => {
  const ppm = ratioPpmOf(v);
  if (ppm === null || ppm <= 0n) return fail(ctx, "ratio_invalid", "ratio");
  return ppm;
});

/** `shop/goods/add_supplier` {supplier_goods_id, ratio}. */
export const addSupplierBody = z.object({ supplier_goods_id: id, ratio });

/** A price as a decimal string ("12.50"), above 0 and at most the highest price, in cents. */
export function priceMinorOf(v: unknown): bigint | null {
  const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : v;
  if (typeof s !== "string" || !/^\d{1,9}(\.\d{1,2})?$/.test(s.trim())) return null;
  const [whole, frac = ""] = s.trim().split(".");
  const cents = BigInt(whole as string) * 100n + BigInt(frac.padEnd(2, "0"));
  return cents;
}

/** a control character other than tab and line breaks (never part of a title or description) */
const hasControl = (s: string) =>
  [...s].some((c) => {
    const n = c.charCodeAt(0);
    return (n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d) || n === 0x7f;
  });

const text = (max: number, key: ErrorKey, field: string, min = 0) =>
  z.unknown().transform((v, ctx) => {
    const s = (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v)).trim();
    // stored as plain text: markup is kept as typed and shown as text, never rendered
    if (s.length < min || s.length > max || hasControl(s)) return fail(ctx, key, field);
    return s;
  });

export interface SkuInput {
  spec_values: Record<string, string>;
  priceMinor: bigint;
  stock: number;
}

export interface SpecInput {
  name: string;
  values: string[];
}

type IssueCtx = Parameters<typeof fail>[0];

function specsOf(v: unknown, ctx: IssueCtx): SpecInput[] {
  if (v === undefined || v === null || v === "") return [];
  if (!Array.isArray(v) || v.length > M.specNames) return fail(ctx, "goods_specs_invalid", "specs");
  const names = new Set<string>();
  return v.map((s) => {
    const o = (s ?? {}) as { name?: unknown; values?: unknown };
    const name = typeof o.name === "string" ? o.name.trim() : "";
    const values = Array.isArray(o.values) ? o.values.map((x) => (typeof x === "string" ? x.trim() : "")) : [];
    const ok =
      name.length >= 1 &&
      name.length <= M.specText &&
      !names.has(name) &&
      values.length >= 1 &&
      values.length <= M.specValues &&
      values.every((x) => x.length >= 1 && x.length <= M.specText) &&
      new Set(values).size === values.length;
    if (!ok) return fail(ctx, "goods_specs_invalid", "specs");
    names.add(name);
    return { name, values };
  });
}

function skusOf(v: unknown, specs: SpecInput[], ctx: IssueCtx): SkuInput[] {
  if (!Array.isArray(v) || v.length < 1) return fail(ctx, "goods_skus_invalid", "skus");
  if (v.length > M.skus) return fail(ctx, "goods_skus_too_many", "skus");
  if (!specs.length && v.length !== 1) return fail(ctx, "goods_skus_invalid", "skus");
  const seen = new Set<string>();
  return v.map((s) => {
    const o = (s ?? {}) as { spec_values?: unknown; price?: unknown; stock?: unknown };
    const raw = (o.spec_values && typeof o.spec_values === "object" ? o.spec_values : {}) as Record<string, unknown>;
    const values: Record<string, string> = {};
    for (const spec of specs) {
      const val = raw[spec.name];
      if (typeof val !== "string" || !spec.values.includes(val.trim())) return fail(ctx, "goods_skus_invalid", "skus");
      values[spec.name] = val.trim();
    }
    if (Object.keys(raw).length !== specs.length) return fail(ctx, "goods_skus_invalid", "skus");
    const key = JSON.stringify(specs.map((x) => values[x.name]));
    if (seen.has(key)) return fail(ctx, "goods_skus_invalid", "skus");
    seen.add(key);
    const priceMinor = priceMinorOf(o.price);
    if (priceMinor === null || priceMinor <= 0n || priceMinor > BigInt(M.priceMinor))
      return fail(ctx, "goods_price_invalid", "skus");
    const stock = typeof o.stock === "string" && /^\d+$/.test(o.stock.trim()) ? Number(o.stock) : o.stock;
    if (typeof stock !== "number" || !Number.isInteger(stock) || stock < 0 || stock > M.stock)
      return fail(ctx, "goods_stock_invalid", "skus");
    return { spec_values: values, priceMinor, stock };
  });
}

/**
 * `shop/goods/save`: own goods, created (no id) or edited. Titles and descriptions are plain text
 * (markup stays text). Each SKU (one per combination of specification values; exactly one with
 * no values when there are no specifications) has a price above 0 and a stock of 0 or more.
 * Editing a supplier listing changes its texts, images, freight and `ratio`; its SKUs and buy
 * price stay the supplier's (`skus` is then not read).
 */
export const shopGoodsSaveBody = body({
  id: id.optional().catch(undefined),
  title: text(M.title, "goods_title_invalid", "title", 1),
  images: z.unknown().transform((v, ctx) => {
    if (!Array.isArray(v) || v.length < 1 || v.length > M.images || v.some((x) => typeof x !== "string"))
      return fail(ctx, "goods_images_invalid", "images");
    return (v as string[]).map((x) => x.trim());
  }),
  category_id: z.unknown().transform((v, ctx) => {
    const n = typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > ID_MAX)
      return fail(ctx, "goods_category_invalid", "category_id");
    return n;
  }),
  brand: text(M.brand, "goods_brand_invalid", "brand"),
  description: text(M.description, "goods_description_invalid", "description"),
  freight: z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return 0n;
    const f = priceMinorOf(v);
    if (f === null || f > BigInt(M.freightMinor)) return fail(ctx, "goods_freight_invalid", "freight");
    return f;
  }),
  ratio: z.unknown().optional(),
  specs: z.unknown().optional(),
  skus: z.unknown().optional(),
  /** the title and description in other languages (absent: kept as stored) */
  texts: goodsTextsField(M.title, M.description),
});

export type ShopGoodsSaveBody = z.infer<typeof shopGoodsSaveBody>;

/** The specifications and SKUs of a save body (own goods only). */
export const shopGoodsSkusBody = body({ specs: z.unknown().optional(), skus: z.unknown().optional() }).transform(
  (b, ctx) => {
    const specs = specsOf(b.specs, ctx);
    return { specs, skus: skusOf(b.skus, specs, ctx) };
  },
);

/** The ratio of a save body (supplier listings only). */
export const shopGoodsRatioBody = body({ ratio });

/** Specifications as `shop/goods/save` reads them (at most 3 names, 1 to 20 values each). */
export const goodsSpecsField = () => z.unknown().transform((v, ctx) => specsOf(v, ctx));
