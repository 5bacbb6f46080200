import { z } from "zod";
import { goodsTextsField } from "./goods-texts.js";
import { LANGUAGE_CODES } from "./languages.js";
import { anyValue, body, clippedText, fail, ID_MAX, idField, imagesField, pageQuery, yesNoField } from "./request.js";
import { goodsSpecsField } from "./shop-goods.js";

/**
 * The console's catalogue calls (docs/api.md#console-catalogue): categories, brands, the
 * supplier catalogue and the moderation of shop goods. Operators (admin always passes).
 */

export const CATEGORY_NAME_MAX = 60;
export const BRAND_NAME_MAX = 60;
export const TAKEDOWN_REASON_MIN = 2;
export const TAKEDOWN_REASON_MAX = 300;
const SUPPLIER_TITLE_MAX = 120;

/** a control character (never part of a name) */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const SUPPLIER_PRICE_MAX_MINOR = 100_000_000;
const STOCK_MAX = 1_000_000;

const weighField = () =>
  anyValue().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return 0;
    const n = typeof v === "string" && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= 1_000_000 ? n : fail(ctx, "bad_request");
  });

/** One uploaded image path, or "" for none. */
const imageField = (field: string) =>
  anyValue().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return "";
    const r = imagesField(field).safeParse([v]);
    return (r.success && r.data[0]) || fail(ctx, "upload_invalid", field);
  });

const parentField = () =>
  anyValue().transform((v, ctx) => {
    if (v === undefined || v === null || v === "" || v === 0 || v === "0") return null;
    const n = typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && n > 0 && n <= ID_MAX ? n : fail(ctx, "bad_request");
  });

/** names: {language code: name}; English required; unknown codes refused; trimmed, at most 60 characters. */
const namesField = () =>
  anyValue().transform((v, ctx) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return fail(ctx, "category_name_required", "names");
    const out: Record<string, string> = {};
    for (const [code, raw] of Object.entries(v as Record<string, unknown>)) {
      if (!(LANGUAGE_CODES as string[]).includes(code)) return fail(ctx, "language_unknown", "names");
      const s = typeof raw === "string" ? raw.trim() : raw === undefined || raw === null ? "" : null;
      if (s === null || s.length > CATEGORY_NAME_MAX || hasControl(s))
        return fail(ctx, "category_name_invalid", "names");
      if (s) out[code] = s;
    }
    return out.en ? out : fail(ctx, "category_name_required", "names");
  });

/** `category/add` {parent_id, names, image, hidden, weigh}; `category/save` the same with `id`. */
export const categoryAddBody = body({
  parent_id: parentField(),
  names: namesField(),
  image: imageField("image"),
  hidden: yesNoField("bad_request", false),
  weigh: weighField(),
});
export const categorySaveBody = body({
  id: idField("id"),
  parent_id: parentField(),
  names: namesField(),
  image: imageField("image"),
  hidden: yesNoField("bad_request", false),
  weigh: weighField(),
});
/** `category/move` {id, direction}: one place up or down among its siblings. */
export const categoryMoveBody = body({
  id: idField("id"),
  direction: z.enum(["up", "down"], { message: "bad_request" }),
});

export interface AdminCategory {
  id: number;
  parent_id: number | null;
  name: string;
  names: Record<string, string>;
  image: string;
  hidden: 0 | 1;
  weigh: number;
  goods_count: number;
}

/** `brand/add` {name, logo, weigh, enabled}; `brand/save` with `id`. */
const brandFields = {
  name: anyValue().transform((v, ctx) => {
    const s = typeof v === "string" ? v.trim() : "";
    return s.length >= 1 && s.length <= BRAND_NAME_MAX && !hasControl(s) ? s : fail(ctx, "brand_name_invalid", "name");
  }),
  logo: imageField("logo"),
  weigh: weighField(),
  enabled: yesNoField("bad_request", true),
};
export const brandAddBody = body(brandFields);
export const brandSaveBody = body({ id: idField("id"), ...brandFields });

export interface AdminBrand {
  id: number;
  name: string;
  logo: string;
  weigh: number;
  enabled: 0 | 1;
  goods_count: number;
}

/** `supplier_goods/list` {page, limit, keyword, category_id, on_sale} */
export const adminSupplierGoodsQuery = pageQuery.extend({
  category_id: z.coerce.number().int().min(0).max(ID_MAX).catch(0).default(0),
  on_sale: z.enum(["all", "on", "off"]).catch("all").default("all"),
});

/** `supplier_goods/add` and `save` (with id): buy price in cents, images, specifications, stock, category, brand, on/off. */
const supplierFields = {
  title: anyValue().transform((v, ctx) => {
    const s = typeof v === "string" ? v.trim() : "";
    return s.length >= 1 && s.length <= SUPPLIER_TITLE_MAX ? s : fail(ctx, "goods_title_invalid", "title");
  }),
  buy_price_minor: anyValue().transform((v, ctx) => {
    const n = typeof v === "string" && /^\d{1,12}$/.test(v.trim()) ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && n > 0 && n <= SUPPLIER_PRICE_MAX_MINOR
      ? n
      : fail(ctx, "goods_price_invalid", "buy_price_minor");
  }),
  images: anyValue().transform((v, ctx) => {
    const list = imagesField("images").safeParse(v);
    return list.success && list.data.length >= 1 ? list.data : fail(ctx, "goods_images_invalid", "images");
  }),
  description: clippedText(5000),
  specs: goodsSpecsField(),
  stock: anyValue().transform((v, ctx) => {
    const n = typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= STOCK_MAX
      ? n
      : fail(ctx, "goods_stock_invalid", "stock");
  }),
  category_id: idField("category_id"),
  brand_id: parentField(),
  on_sale: yesNoField("bad_request", true),
  /** the title and description in other languages (absent: kept as stored) */
  texts: goodsTextsField(SUPPLIER_TITLE_MAX, 5000),
};
export const supplierGoodsAddBody = body(supplierFields);
export const supplierGoodsSaveBody = body({ id: idField("id"), ...supplierFields });
export const supplierGoodsShelfBody = body({ id: idField("id"), on_sale: yesNoField() });
export const adminIdBody = body({ id: idField("id") });

export interface AdminSupplierGoods {
  id: number;
  title: string;
  image: string;
  images: string[];
  description: string;
  buy_price_minor: string;
  stock: number;
  specs: { name: string; values: string[] }[];
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand: string;
  on_sale: 0 | 1;
  listings: number;
  createtime: number;
  /** the title and description staff gave in other languages */
  texts: { lang: string; title: string; description: string }[];
}

/** `goods/list` {page, limit, keyword (title, goods id, shop name or id), state} */
export const adminGoodsQuery = pageQuery.extend({
  state: z.enum(["all", "on", "off", "taken_down"]).catch("all").default("all"),
});
/** `goods/takedown` {id, reason}: 2 to 300 characters. */
export const goodsTakedownBody = body({
  id: idField("id"),
  reason: anyValue().transform((v, ctx) => {
    const s = typeof v === "string" ? v.trim() : "";
    return s.length >= TAKEDOWN_REASON_MIN && s.length <= TAKEDOWN_REASON_MAX
      ? s
      : fail(ctx, "takedown_reason_invalid", "reason");
  }),
});

export interface AdminGoods {
  id: number;
  title: string;
  image: string;
  price_minor: string;
  stock: number;
  sales: number;
  shop_id: number;
  shop_name: string;
  status: "on" | "off";
  taken_down: 0 | 1;
  taken_down_reason: string;
  taken_down_time: number | null;
  deleted: 0 | 1;
  createtime: number;
}
