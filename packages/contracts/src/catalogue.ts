import { z } from "zod";
import { bitField, ID_MAX, pageQuery } from "./request.js";

const id = z.coerce.number().int().positive().max(ID_MAX);
/** left out means on */
const toggle = bitField("bad_request", 1);

/** `product/goods`, `shop/getShopInfo` and the like: one goods or shop by id. */
export const catalogueIdQuery = z.object({ id });
/** `product/comments` {goods_id, page} */
export const goodsCommentsQuery = pageQuery.extend({ goods_id: id });
/** the home page's "guess you like": 'Next' pages on */
export const homeGoodsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });
/** `product/collect` {id, collect 0/1} */
export const favouriteBody = z.object({ id, collect: toggle });
/** `shop/follow` {id, follow 0/1} */
export const followBody = z.object({ id, follow: toggle });
/** browsing history: one entry, or all when id is left out */
export const historyClearBody = z.object({ id: id.optional() });
/** `product/lists` (docs/api.md): sort, order, filter and op are read by the list query builder. */
export const goodsListQuery = pageQuery.extend({
  search: z.string().optional(),
  sort: z.string().optional(),
  order: z.string().optional(),
  filter: z.unknown().optional(),
  op: z.unknown().optional(),
});
/** `shop/lists`: the shops selector of the search box. */
export const shopListQuery = pageQuery.extend({ search: z.string().optional() });
