import type { GoodsCard, ShopCard } from "@mp/contracts";
import { toDecimalString } from "@mp/money";

/** Row shapes the repo selects, and the API shapes they become. */
export interface GoodsCardRow {
  id: number;
  /** in the reader's language when it has one (goods-texts.ts), else the original */
  title: string;
  /** the title was translated automatically */
  title_auto?: boolean;
  /** the reader's language has no text of this goods */
  title_missing?: boolean;
  image: string;
  price_minor: string | bigint;
  sales: number;
  shop_id: number;
  shop_name: string;
}

export interface ShopCardRow {
  id: number;
  name: string;
  avatar: string;
  bio: string;
  followers: number;
  sales: number;
  goods_count: number | string;
}

export const money = (v: string | bigint | number): string => toDecimalString(BigInt(v));
export const seconds = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

export function goodsCard(r: GoodsCardRow): GoodsCard {
  const price = money(r.price_minor);
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    price,
    sales: r.sales,
    shop_id: r.shop_id,
    shop_name: r.shop_name,
    goods: { image: r.image, title: r.title, price },
    ...(r.title_auto ? { title_auto: 1 as const } : {}),
  };
}

export function shopCard(r: ShopCardRow): ShopCard {
  return {
    id: r.id,
    shopname: r.name,
    avatar: r.avatar,
    bio: r.bio,
    followers: r.followers,
    goods_count: Number(r.goods_count),
    sales: r.sales,
  };
}
