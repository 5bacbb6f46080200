import {
  ratioText,
  type ShopGoodsDetail,
  type ShopGoodsLimits,
  type ShopGoodsRow,
  type StoreLevelRule,
  type SupplierGoodsRow,
} from "@mp/contracts";
import { unixSeconds } from "../../platform/http/index.js";
import type { ShopGoodsDbRow, ShopGoodsFull, SupplierGoodsDbRow } from "../catalogue/index.js";
import { money } from "./levels.js";

/** Answers of the merchant's goods calls (money as decimal strings, ratios in per cent). */

export const presentLimits = (rule: StoreLevelRule, products: number): ShopGoodsLimits => ({
  level: rule.level,
  product_limit: rule.product_limit,
  products,
  price_cap: rule.price_cap_minor === null ? null : money(rule.price_cap_minor),
  profit_ratio: rule.profit_ratio,
});

export const presentShopGoods = (r: ShopGoodsDbRow): ShopGoodsRow => ({
  id: r.id,
  title: r.title,
  image: r.image,
  price: money(r.price_minor),
  stock: r.stock,
  sales: r.sales,
  status: r.status,
  category_id: r.category_id,
  supplier_goods_id: r.supplier_goods_id,
  ratio: r.profit_ratio_ppm === null ? null : ratioText(r.profit_ratio_ppm),
  buy_price: r.buy_price_minor === null ? null : money(r.buy_price_minor),
  createtime: unixSeconds(new Date(r.created_at)),
  taken_down: r.taken_down_at ? 1 : 0,
  taken_down_reason: r.taken_down_at ? r.taken_down_reason : "",
});

export const presentShopGoodsDetail = (r: ShopGoodsFull): ShopGoodsDetail => ({
  ...presentShopGoods(r),
  images: r.images,
  brand: r.brand,
  description: r.description,
  freight: money(r.freight_minor),
  specs: r.specs,
  skus: r.skus.length
    ? r.skus.map((s) => ({ id: s.id, spec_values: s.spec_values, price: money(s.price_minor), stock: s.stock }))
    : // goods without specifications: one SKU with no values, the goods' own price and stock
      [{ id: 0, spec_values: {}, price: money(r.price_minor), stock: r.stock }],
  texts: r.texts,
});

export const presentSupplierGoods = (r: SupplierGoodsDbRow): SupplierGoodsRow => ({
  id: r.id,
  title: r.title,
  image: r.image,
  category_id: r.category_id,
  category_name: r.category_name,
  jhjg: money(r.buy_price_minor),
  stock: r.stock,
  specs: r.specs,
  listed_goods_id: r.listed_goods_id,
});
