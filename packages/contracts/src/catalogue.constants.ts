/**
 * Storefront contracts (issue 3). Money fields are USD decimal strings ("12.50"); times are
 * unix seconds. Lists use the Page shape of envelope.ts.
 */

/** A product in any list (home blocks, listings, favourites, history). `goods` mirrors the original client. */
export interface GoodsCard {
  id: number;
  title: string;
  image: string;
  price: string;
  sales: number;
  shop_id: number;
  shop_name: string;
  goods: { image: string; title: string; price: string };
  /** a placement bought through the shop's store level (home "Recommended" list only) */
  promoted?: true;
  /** the title was translated automatically (TRANSLATE_URL) into the reader's language */
  title_auto?: 1;
}

export interface ShopCard {
  id: number;
  shopname: string;
  avatar: string;
  bio: string;
  followers: number;
  goods_count: number;
  sales: number;
}

export interface GoodsSpec {
  name: string;
  values: string[];
}

export interface GoodsSku {
  id: number;
  /** e.g. {"Colour": "Red", "Size": "M"} */
  spec_values: Record<string, string>;
  price: string;
  stock: number;
}

export interface GoodsDetail {
  id: number;
  title: string;
  image: string;
  images: string[];
  description: string;
  brand: string;
  /** lowest SKU price */
  price: string;
  freight: string;
  stock: number;
  sales: number;
  /** how many users favourited it */
  followers: number;
  views: number;
  createtime: number;
  category: { id: number; name: string; path: { id: number; name: string }[] };
  shop: ShopCard & { state: number; is_following: boolean };
  specs: GoodsSpec[];
  skus: GoodsSku[];
  rating: { count: number; average: string; durability: string | null };
  is_favourite: boolean;
  /** the "100% genuine" label */
  genuine: true;
  /** the title was translated automatically (TRANSLATE_URL) into the reader's language */
  title_auto?: 1;
}

export interface ReviewItem {
  id: number;
  stars: number;
  durability: number | null;
  content: string;
  images: string[];
  createtime: number;
  user: { nickname: string; avatar: string };
}

export interface CategoryNode {
  id: number;
  name: string;
  /** the category's picture (an upload path), when the console gave it one */
  image?: string;
  children: CategoryNode[];
}

export interface Banner {
  id: number;
  image: string;
  url: string;
  title: string;
}

/** `product/lists` allow-lists (docs/api.md). Anything else is ignored or refused. */
export const LIST_FILTER_FIELDS = [
  "category_id",
  "shop_goods.price",
  "price",
  "shop_id",
  "brand",
  "createtime",
  "sales",
] as const;
export const LIST_OPS = ["=", "in", "between", ">", ">=", "<", "<=", "like"] as const;
export const LIST_SORTS = [
  "sales",
  "price",
  "createtime",
  "id",
  "views",
  "followers",
  "shop_goods.createtime",
  "shop_goods.price",
  "shop_goods.sales",
] as const;
export const SEARCH_TYPES = { goods: 1, shops: 2 } as const;
export const HOME_BLOCK_SIZE = 10;
export const SEARCH_KEYWORD_MAX = 100;
