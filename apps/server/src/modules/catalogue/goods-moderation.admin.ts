import { type AdminGoods, adminGoodsQuery, adminIdBody, goodsTakedownBody } from "@mp/contracts";
import { text } from "@mp/texts";
import { type SQL, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { containingLower, type Db, queryRows, sqlPage } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { notify } from "../messages/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { forgetGoodsAnswers } from "./goods.service.js";

/**
 * Moderation of shop goods (operators; docs/rules.md#goods-moderation). Staff search every shop's
 * goods; a takedown puts goods off the shelf with a reason (2 to 300 characters): out of every
 * storefront list, its page answers as off sale, the merchant gets a system notice naming the
 * goods and the reason and sees it on the goods page, and cannot put it back on the shelf until
 * staff restores it. A restore lifts the takedown and leaves the goods off the shelf: the
 * merchant shelves it again (within the level's limits).
 */

const OPERATOR = ["operator"] as const;

interface Row {
  id: number;
  title: string;
  image: string;
  price_minor: string;
  stock: number;
  sales: number;
  shop_id: number;
  shop_name: string;
  owner_id: number;
  status: "on" | "off";
  taken_down_at: Date | null;
  taken_down_reason: string;
  deleted_at: Date | null;
  created_at: Date;
}
const present = (r: Row): AdminGoods => ({
  id: r.id,
  title: r.title,
  image: r.image,
  price_minor: r.price_minor,
  stock: r.stock,
  sales: r.sales,
  shop_id: r.shop_id,
  shop_name: r.shop_name,
  status: r.status,
  taken_down: r.taken_down_at ? 1 : 0,
  taken_down_reason: r.taken_down_reason,
  taken_down_time: r.taken_down_at ? unixSeconds(new Date(r.taken_down_at)) : null,
  deleted: r.deleted_at ? 1 : 0,
  createtime: unixSeconds(new Date(r.created_at)),
});
const COLUMNS = sql`g.id, g.title, g.image, g.price_minor::text as price_minor, g.stock, g.sales, g.shop_id,
  s.name as shop_name, s.user_id as owner_id, g.status, g.taken_down_at, g.taken_down_reason, g.deleted_at, g.created_at`;
const FROM = sql`from goods g join shops s on s.id = g.shop_id`;

/** `goods/list` {page, limit, keyword, state}: keyword matches the title, the shop name, or a goods or shop id. */
export async function listGoodsAdmin(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(adminGoodsQuery, input);
  const parts: SQL[] = [sql`true`];
  if (q.keyword) {
    const text = sql`(lower(g.title) like ${containingLower(q.keyword)} or lower(s.name) like ${containingLower(q.keyword)})`;
    parts.push(
      /^\d{1,9}$/.test(q.keyword)
        ? sql`(g.id = ${Number(q.keyword)} or g.shop_id = ${Number(q.keyword)} or ${text})`
        : text,
    );
  }
  if (q.state === "on") parts.push(sql`g.status = 'on'`);
  if (q.state === "off") parts.push(sql`g.status = 'off' and g.taken_down_at is null`);
  if (q.state === "taken_down") parts.push(sql`g.taken_down_at is not null`);
  return sqlPage<Row, AdminGoods>(
    ctx.db,
    q,
    { columns: COLUMNS, from: sql`${FROM} where ${sql.join(parts, sql` and `)}`, orderBy: sql`g.id desc` },
    (rows) => rows.map(present),
  );
}

async function lockGoods(db: Db, id: number): Promise<Row | null> {
  const [row] = await queryRows<Row>(db, sql`select ${COLUMNS} ${FROM} where g.id = ${id} for update of g`);
  return row ?? null;
}

const state = (r: Row) => ({ status: r.status, taken_down: r.taken_down_at ? 1 : 0, reason: r.taken_down_reason });

/** `goods/takedown` {id, reason} */
export async function takedownGoods(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(goodsTakedownBody, input);
  const out = await inTransaction(ctx, async (tx) => {
    const g = await lockGoods(tx.db, b.id);
    if (!g || g.deleted_at) throw new AppError("not_found", { field: "id" });
    await tx.db.execute(
      sql`update goods set status = 'off', taken_down_at = now(), taken_down_reason = ${b.reason} where id = ${b.id}`,
    );
    const after = { status: "off", taken_down: 1, reason: b.reason };
    await notify(tx.db, {
      userId: g.owner_id,
      kind: "system",
      text: text("notice.goods_taken_down", { title: g.title, id: g.id }),
      note: b.reason,
      modules: "goods",
      modulesId: g.id,
    });
    await audit(tx, staff.id, "goods.takedown", `goods:${g.id}`, { before: state(g), after, reason: b.reason });
    return { id: g.id, ...after };
  });
  await forgetGoodsAnswers(ctx);
  return out;
}

/** `goods/restore` {id}: the takedown is lifted; the goods stay off the shelf until the merchant shelves them. */
export async function restoreGoods(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(adminIdBody, input);
  return inTransaction(ctx, async (tx) => {
    const g = await lockGoods(tx.db, b.id);
    if (!g || g.deleted_at) throw new AppError("not_found", { field: "id" });
    if (!g.taken_down_at) throw new AppError("goods_not_taken_down", { field: "id" });
    await tx.db.execute(sql`update goods set taken_down_at = null, taken_down_reason = '' where id = ${b.id}`);
    await notify(tx.db, {
      userId: g.owner_id,
      kind: "system",
      text: text("notice.goods_restored", { title: g.title, id: g.id }),
      modules: "goods",
      modulesId: g.id,
    });
    const after = { status: g.status, taken_down: 0, reason: "" };
    await audit(tx, staff.id, "goods.restore", `goods:${g.id}`, { before: state(g), after });
    return { id: g.id, ...after };
  });
}
