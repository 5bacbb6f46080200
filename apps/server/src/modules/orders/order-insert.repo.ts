import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
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

const list = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Writes one order, its lines, its "created" event and its unpaid-cancel timer in ONE statement
 * (five round trips before: each costs more than the work it carries on a small machine, see
 * bench/README.md, checkout). The order number is the UTC date and the id (presenters' `orderNo`).
 * Answers the new order's id.
 */
export async function insertOrder(db: Db, o: NewOrder, now: Date, cancelAt: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const lines = o.lines.map(
    (l) =>
      sql`(${l.goodsId}::int, ${l.skuId}::int, ${l.title}::text, ${l.image}::text, ${JSON.stringify(l.specValues)}::jsonb,
           ${l.priceMinor}::bigint, ${l.number}::int, ${l.buyPriceMinor}::bigint)`,
  );
  const supplier = o.lines.reduce((a, l) => a + (l.buyPriceMinor ?? 0n) * BigInt(l.number), 0n);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
      o as (
        insert into orders (id, order_no, user_id, shop_id, address, goods_total_minor, freight_minor, discount_minor,
                            coupon_funded_by, user_coupon_id, pay_minor, supplier_minor, remark, created_at)
        select n.id, ${day} || lpad(n.id::text, greatest(8, length(n.id::text)), '0'), ${o.userId}, ${o.shopId},
               ${JSON.stringify(o.address)}::jsonb, ${o.goodsTotal}::bigint, ${o.freight}::bigint, ${o.discount}::bigint,
               ${o.fundedBy}, ${o.userCouponId}::int, ${o.pay}::bigint, ${supplier}::bigint, ${o.remark}, ${now}
        from n returning id
      ),
      g as (
        insert into order_goods (order_id, goods_id, sku_id, title, image, spec_values, price_minor, number, buy_price_minor)
        select o.id, v.* from o, (values ${list(lines)}) as v
      ),
      e as (insert into order_events (order_id, kind, content, created_at) select o.id, 'created', 'Order placed', ${now} from o),
      j as (insert into order_jobs (kind, order_id, due_at) select 'unpaid_cancel', o.id, ${cancelAt} from o)
    select id from o`,
  );
  return (row as { id: number }).id;
}
