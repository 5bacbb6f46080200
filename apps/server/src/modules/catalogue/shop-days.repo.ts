import { SHOP_STATE } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { nowSql } from "../../platform/clock.js";
import { type Db, literal, queryRows } from "../../platform/db/index.js";
import { CARD_TITLE, goodsTextJoin } from "./goods-texts.js";
import type { GoodsCardRow } from "./presenters.js";

/** The UTC day of the clock (platform/clock.ts), as `yyyy-mm-dd`: visits and impressions are counted per such day. */
const today = () => sql`(${nowSql()} at time zone 'utc')::date`;

/**
 * Records one visit of a shop's pages: the visitor's first visit of the day inserts its row and
 * adds one to the day's count, in one statement; any later one (or a racing duplicate, held off
 * by the primary key) changes nothing. Answers whether it counted.
 */
export async function recordVisit(db: Db, shopId: number, visitor: string): Promise<boolean> {
  const rows = await queryRows<{ shop_id: number }>(
    db,
    sql`with v as (
          insert into shop_visits (shop_id, day, visitor) values (${shopId}, ${today()}, ${visitor})
          on conflict do nothing returning shop_id, day)
        insert into shop_days (shop_id, day, visits) select shop_id, day, 1 from v
        on conflict (shop_id, day) do update set visits = shop_days.visits + 1
        returning shop_id`,
  );
  return rows.length > 0;
}

/** Visitor rows are only needed for the current day's deduplication; older ones go. */
export async function forgetPastVisitors(db: Db): Promise<void> {
  await db.execute(sql`delete from shop_visits where day < ${today()}`);
}

export interface ShopDayRow {
  day: string;
  visits: number;
  impressions: number;
}

/** A shop's days from `from` (inclusive, `yyyy-mm-dd`), and its visits of all time. */
export async function shopDayFigures(db: Db, shopId: number, from: string) {
  const [days, [total]] = await Promise.all([
    queryRows<ShopDayRow>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, visits, impressions from shop_days
          where shop_id = ${shopId} and day >= ${from}::date order by day`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(visits), 0)::int as n from shop_days where shop_id = ${shopId}`,
    ),
  ]);
  return { days, total: total?.n ?? 0 };
}

/** Goods of the shop on the shelf (what the shop home calls "goods on sale"). */
export async function goodsOnSale(db: Db, shopId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from goods where shop_id = ${shopId} and status = 'on'`,
  );
  return row?.n ?? 0;
}

/**
 * Promoted cards for one recommended-list answer (docs/rules.md#promotion), in one statement:
 * among the shops with a quota (`quotas`: shop id -> impressions a day) that are open, have goods
 * on the shelf and have not used up today's quota, up to `slots` shops are drawn at random; each
 * drawn shop's count goes up by one only while it is below its quota (the guarded upsert is what
 * makes racing answers stop exactly at the quota); for each shop that won a slot, one of its
 * on-shelf goods is drawn. The viewer's own shop is left out.
 */
export async function takePromotedCards(
  db: Db,
  quotas: ReadonlyMap<number, number>,
  slots: number,
  /** the viewer's user id: their own shop is not promoted to them (it would spend their quota) */
  viewerId: number | null,
  /** the reader's language: titles in it when the goods has one (goods-texts.ts) */
  lang: string,
): Promise<GoodsCardRow[]> {
  const pairs = [...quotas].filter(([, q]) => q > 0);
  if (pairs.length === 0 || slots <= 0) return [];
  const values = sql.join(
    pairs.map(([shop, quota]) => sql`(${shop}::int, ${quota}::int)`),
    sql`, `,
  );
  return queryRows<GoodsCardRow>(
    db,
    sql`with q (shop_id, quota) as (values ${values}),
        cand as (
          select q.shop_id, q.quota from q
          join shops s on s.id = q.shop_id and s.state = ${literal(SHOP_STATE.open)} and s.user_id <> ${viewerId ?? 0}
          left join shop_days d on d.shop_id = q.shop_id and d.day = ${today()}
          where coalesce(d.impressions, 0) < q.quota
            and exists (select 1 from goods g where g.shop_id = q.shop_id and g.status = 'on')
          order by random() limit ${slots}),
        won as (
          insert into shop_days as d (shop_id, day, impressions)
          select shop_id, ${today()}, 1 from cand
          on conflict (shop_id, day) do update set impressions = d.impressions + 1
          where d.impressions < (select c.quota from cand c where c.shop_id = d.shop_id)
          returning d.shop_id)
        select g.id, ${CARD_TITLE}, g.image, g.price_minor, g.sales, g.shop_id, s.name as shop_name
        from won join shops s on s.id = won.shop_id
        cross join lateral (
          select * from goods g where g.shop_id = won.shop_id and g.status = 'on' order by random() limit 1) g
        ${goodsTextJoin(lang)}`,
  );
}
