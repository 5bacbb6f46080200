import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

/**
 * What a store level lets a shop keep on the shelf, for the merchants module, which owns the
 * levels (docs/rules.md#store-levels): a price cap over every SKU and a number of goods. When a
 * level drops, goods above the cap go off the shelf, then, of those left, the newest beyond the
 * number (the oldest, lowest ids, stay). Ordering asks which goods a shop with more on the shelf
 * than its number keeps.
 */
export interface ShelfRights {
  /** the highest price in cents any SKU may have; null: no cap */
  capMinor: bigint | null;
  /** goods on the shelf at most; null: unlimited */
  limit: number | null;
}

/** The highest price a buyer can pay for goods `g`: its dearest SKU, or its price without SKUs. */
const HIGHEST = sql`coalesce((select max(k.price_minor) from goods_skus k where k.goods_id = g.id), g.price_minor)`;

const capOf = (r: ShelfRights) => (r.capMinor === null ? null : r.capMinor.toString());

/** The shop's goods on the shelf (`live`: id, highest) and those of them the rights keep (`kept`: id). */
const keptOnShelf = (shopId: number, r: ShelfRights): SQL => sql`live as (
    select g.id, ${HIGHEST} as highest from goods g
    where g.shop_id = ${shopId} and g.status = 'on' and g.deleted_at is null
  ),
  kept as (
    select id from live where ${capOf(r)}::bigint is null or highest <= ${capOf(r)}::bigint
    order by id limit ${r.limit}::int
  )`;

/**
 * Takes off the shelf, in the caller's transaction (which holds the shop's row lock), the goods of
 * the shop the rights do not keep. Answers each with whether it was above the cap (else beyond the
 * number).
 */
export async function shelveOverRights(
  db: Db,
  shopId: number,
  r: ShelfRights,
): Promise<{ id: number; over_cap: boolean }[]> {
  if (r.capMinor === null && r.limit === null) return [];
  return queryRows<{ id: number; over_cap: boolean }>(
    db,
    sql`with ${keptOnShelf(shopId, r)}
        update goods g set status = 'off' from live
        where g.id = live.id and g.id not in (select id from kept)
        returning g.id, coalesce(live.highest > ${capOf(r)}::bigint, false) as over_cap`,
  );
}

/** The ids of the shop's goods on the shelf that the rights keep (ordering, when a shop has more on sale than its number). */
export async function goodsKeptOnShelf(db: Db, shopId: number, r: ShelfRights): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`with ${keptOnShelf(shopId, r)} select id from kept`);
  return new Set(rows.map((x) => x.id));
}

/** How many goods each of these shops has on the shelf (ordering: a shop with more than its level's number). */
export async function onShelfCounts(db: Db, shopIds: number[]): Promise<Map<number, number>> {
  if (!shopIds.length) return new Map();
  const rows = await queryRows<{ shop_id: number; n: number }>(
    db,
    sql`select g.shop_id, count(*)::int as n from goods g
        where g.shop_id in (${sql.join(
          shopIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and g.status = 'on' and g.deleted_at is null group by g.shop_id`,
  );
  return new Map(rows.map((r) => [r.shop_id, r.n]));
}

/** Every shop with goods on the shelf: how many, and the highest price among them (a level table that changed). */
export async function shopsOnShelf(db: Db): Promise<{ shop_id: number; on_shelf: number; highest: string }[]> {
  return queryRows(
    db,
    sql`select shop_id, count(*)::int as on_shelf, max(highest)::text as highest
        from (select g.shop_id, ${HIGHEST} as highest from goods g where g.status = 'on' and g.deleted_at is null) x
        group by shop_id order by shop_id`,
  );
}
