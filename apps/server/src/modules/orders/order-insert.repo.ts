import { type Db, type PreparedStatement, queryPrepared } from "../../platform/db/index.js";
import type { PricedLine } from "./goods-lines.js";
import type { OrderAddress } from "./orders.tables.js";

/** One shop's order as checkout priced it. */
export interface NewOrder {
  userId: number;
  shopId: number;
  address: OrderAddress;
  goodsTotal: bigint;
  freight: bigint;
  discount: bigint;
  fundedBy: "" | "platform" | "shop";
  userCouponId: number | null;
  pay: bigint;
  remark: string;
  lines: PricedLine[];
}

/**
 * Writes one order, its lines, its "created" event and its unpaid-cancel timer in ONE statement
 * (five round trips before: each costs more than the work it carries on a small machine, see
 * bench/README.md, checkout), prepared: a fixed text for any number of lines, one array per line
 * column. The order number is the UTC date and the id (presenters' `orderNo`). Amounts go as
 * text and are cast, so both drivers send them alike.
 */
const INSERT_ORDER: PreparedStatement = {
  name: "orders_insert_order_v2",
  text: `with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
      o as (
        insert into orders (id, order_no, user_id, shop_id, address, goods_total_minor, freight_minor, discount_minor,
                            coupon_funded_by, user_coupon_id, pay_minor, supplier_minor, remark, created_at)
        select n.id, $1::text || lpad(n.id::text, greatest(8, length(n.id::text)), '0'), $2::int, $3::int,
               $4::jsonb, $5::bigint, $6::bigint, $7::bigint, $8::text, $9::int, $10::bigint, $11::bigint, $12::text,
               $13::timestamptz
        from n returning id
      ),
      g as (
        insert into order_goods (order_id, goods_id, sku_id, title, image, spec_values, price_minor, number, buy_price_minor)
        select o.id, v.goods_id, v.sku_id, v.title, v.image, v.spec_values::jsonb, v.price_minor, v.number, v.buy_price_minor
        from o, unnest($14::int[], $15::int[], $16::text[], $17::text[], $18::text[], $19::bigint[], $20::int[], $21::bigint[])
          as v(goods_id, sku_id, title, image, spec_values, price_minor, number, buy_price_minor)
      ),
      e as (insert into order_events (order_id, kind, content, text, created_at)
        select o.id, 'created', '', '{"key":"event.created"}'::jsonb, $13::timestamptz from o),
      j as (insert into order_jobs (kind, order_id, due_at) select 'unpaid_cancel', o.id, $22::timestamptz from o)
    select id from o`,
};

/** Answers the new order's id. */
export async function insertOrder(db: Db, o: NewOrder, now: Date, cancelAt: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const supplier = o.lines.reduce((a, l) => a + (l.buyPriceMinor ?? 0n) * BigInt(l.number), 0n);
  const text = (v: bigint | null) => (v === null ? null : v.toString());
  const [row] = await queryPrepared<{ id: number }>(db, INSERT_ORDER, [
    day,
    o.userId,
    o.shopId,
    JSON.stringify(o.address),
    text(o.goodsTotal),
    text(o.freight),
    text(o.discount),
    o.fundedBy,
    o.userCouponId,
    text(o.pay),
    text(supplier),
    o.remark,
    now,
    o.lines.map((l) => l.goodsId),
    o.lines.map((l) => l.skuId),
    o.lines.map((l) => l.title),
    o.lines.map((l) => l.image),
    o.lines.map((l) => JSON.stringify(l.specValues)),
    o.lines.map((l) => text(l.priceMinor)),
    o.lines.map((l) => l.number),
    o.lines.map((l) => text(l.buyPriceMinor)),
    cancelAt,
  ]);
  return (row as { id: number }).id;
}
