import type { GoodsCard, ShopCard } from "@mp/contracts";
import { toDecimalString } from "@mp/money";

/** Row shapes the repo selects, and the API shapes they become. */
export interface GoodsCardRow {
  id: number;
  title: string;
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
