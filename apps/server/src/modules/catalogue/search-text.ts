import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";

/**
 * Goods are found by their title, their title in every language (goods_texts, the merchant's and
 * the automatic ones), brand, shop name and every name of their category path in every language; that text is kept lower-cased in goods.search_text (trigram and full-text
 * indexed). Call after inserting or renaming goods, shops or categories; `goodsIds` limits it.
 */
export async function refreshGoodsSearchText(db: Db, goodsIds?: number[]): Promise<void> {
  const only = goodsIds?.length
    ? sql`and g.id in (${sql.join(
        goodsIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    with recursive chain(leaf, id, parent_id) as (
      select id, id, parent_id from categories
      union all
      select chain.leaf, c.id, c.parent_id from chain join categories c on c.id = chain.parent_id
    ),
    names as (
      select chain.leaf, string_agg(distinct x.n, ' ') as text
      from chain
      join lateral (
        select c.name as n from categories c where c.id = chain.id
        union select cn.name from category_names cn where cn.category_id = chain.id
      ) x on true
      group by chain.leaf
    )
    update goods g
    set search_text = lower(concat_ws(' ', g.title,
      (select string_agg(gt.title, ' ' order by gt.lang) from goods_texts gt where gt.goods_id = g.id),
      g.brand, s.name, names.text))
    from shops s, names
    where s.id = g.shop_id and names.leaf = g.category_id ${only}
  `);
}

/** Shops are found by their name and their introduction in every language (shop_texts). */
export async function refreshShopSearchText(db: Db, shopIds?: number[]): Promise<void> {
  const only = shopIds?.length
    ? sql`where id in (${sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`update shops set search_text = lower(concat_ws(' ', name, bio,
    (select string_agg(st.bio, ' ' order by st.lang) from shop_texts st where st.shop_id = shops.id))) ${only}`);
}
