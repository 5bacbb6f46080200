import { type AdminCategory, categoryAddBody, categoryMoveBody, categorySaveBody, LANGUAGE_CODES } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { type Db, queryRows } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { invalidateCategories } from "./categories.service.js";
import { forgetGoodsAnswers } from "./goods.service.js";
import { refreshGoodsSearchText } from "./search-text.js";

/**
 * The console's category tree (operators; docs/api.md#console-catalogue). Reads straight from
 * the tables (no cache); every change is one audited transaction, then this process's caches are
 * cleared (other processes within the bound of docs/rules.md#categories). A rename recomputes the
 * search text of the goods in the category's subtree in the same transaction.
 */

const OPERATOR = ["operator"] as const;

interface Row {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  visible: boolean;
  image: string;
  goods_count: number;
}

async function loadTree(db: Db): Promise<AdminCategory[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.parent_id, c.name, c.sort, c.visible, c.image,
          (select count(*) from goods g where g.category_id = c.id and g.deleted_at is null)::int as goods_count
        from categories c order by c.sort, c.id`,
  );
  const names = await queryRows<{ category_id: number; lang: string; name: string }>(
    db,
    sql`select category_id, lang, name from category_names`,
  );
  const byId = new Map<number, Record<string, string>>();
  for (const n of names) byId.set(n.category_id, { ...(byId.get(n.category_id) ?? {}), [n.lang]: n.name });
  // goods of the category and of every category under it
  const total = new Map<number, number>();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  for (const r of rows)
    for (
      let id: number | null = r.id, steps = 0;
      id !== null && steps <= rows.length;
      id = parentOf.get(id) ?? null, steps++
    )
      total.set(id, (total.get(id) ?? 0) + r.goods_count);
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    name: r.name,
    names: { ...(byId.get(r.id) ?? {}), en: r.name },
    image: r.image,
    hidden: r.visible ? 0 : 1,
    weigh: r.sort,
    goods_count: total.get(r.id) ?? 0,
  }));
}

/** `category/list`: every category (flat, parents before children by sort), names per language, goods counts. */
export async function listCategoriesAdmin(ctx: Ctx) {
  await requireStaff(ctx, OPERATOR);
  const list = await loadTree(ctx.db);
  return { list, languages: LANGUAGE_CODES };
}

const snapshot = (list: AdminCategory[], id: number) => {
  const c = list.find((x) => x.id === id);
  return c ? { parent_id: c.parent_id, names: c.names, image: c.image, hidden: c.hidden, weigh: c.weigh } : null;
};

/** Would `id` under `parentId` make a loop (itself or one of its own descendants)? */
function makesCycle(list: AdminCategory[], id: number, parentId: number | null): boolean {
  const parentOf = new Map(list.map((c) => [c.id, c.parent_id]));
  for (let p = parentId, steps = 0; p !== null && steps <= list.length; p = parentOf.get(p) ?? null, steps++)
    if (p === id) return true;
  return false;
}

async function writeNames(db: Db, id: number, names: Record<string, string>) {
  await db.execute(sql`delete from category_names where category_id = ${id}`);
  const rows = Object.entries(names).map(([lang, name]) => sql`(${id}, ${lang}, ${name})`);
  await db.execute(sql`insert into category_names (category_id, lang, name) values ${sql.join(rows, sql`, `)}`);
}

async function afterChange(ctx: Ctx) {
  invalidateCategories(ctx.db);
  await forgetGoodsAnswers(ctx);
}

/** `category/add` {parent_id, names, image, hidden, weigh} */
export async function addCategory(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(categoryAddBody, input);
  const id = await inTransaction(ctx, async (tx) => {
    // ids are data (no sequence): the next one is taken under a lock, so two adds never collide
    await tx.db.execute(sql`lock table categories in share row exclusive mode`);
    if (b.parent_id !== null && !(await exists(tx.db, b.parent_id)))
      throw new AppError("category_not_found", { field: "parent_id" });
    const [row] = await queryRows<{ id: number }>(
      tx.db,
      sql`insert into categories (id, parent_id, name, sort, visible, image)
          select coalesce(max(id), 0) + 1, ${b.parent_id}, ${b.names.en}, ${b.weigh}, ${!b.hidden}, ${b.image}
          from categories returning id`,
    );
    const newId = (row as { id: number }).id;
    await writeNames(tx.db, newId, b.names);
    const after = snapshot(await loadTree(tx.db), newId);
    await audit(tx, staff.id, "category.add", `category:${newId}`, { before: null, after });
    return newId;
  });
  await afterChange(ctx);
  return { id };
}

const exists = async (db: Db, id: number) =>
  (await queryRows(db, sql`select 1 from categories where id = ${id}`)).length > 0;

/** `category/save` {id, parent_id, names, image, hidden, weigh}: a move under itself or a descendant is refused. */
export async function saveCategory(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(categorySaveBody, input);
  await inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`lock table categories in share row exclusive mode`);
    const list = await loadTree(tx.db);
    const before = snapshot(list, b.id);
    if (!before) throw new AppError("category_not_found", { field: "id" });
    if (b.parent_id !== null && !list.some((c) => c.id === b.parent_id))
      throw new AppError("category_not_found", { field: "parent_id" });
    if (makesCycle(list, b.id, b.parent_id)) throw new AppError("category_cycle", { field: "parent_id" });
    await tx.db.execute(sql`update categories set parent_id = ${b.parent_id}, name = ${b.names.en}, sort = ${b.weigh},
      visible = ${!b.hidden}, image = ${b.image} where id = ${b.id}`);
    await writeNames(tx.db, b.id, b.names);
    const renamed = JSON.stringify(before.names) !== JSON.stringify({ ...b.names });
    if (renamed || before.parent_id !== b.parent_id) await refreshSubtreeSearch(tx.db, b.id);
    const after = snapshot(await loadTree(tx.db), b.id);
    await audit(tx, staff.id, "category.save", `category:${b.id}`, { before, after });
  });
  await afterChange(ctx);
  return { id: b.id };
}

/** Goods of the category's subtree get their search text again (names of the path changed). */
async function refreshSubtreeSearch(db: Db, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive sub(id) as (select ${id}::int union select c.id from categories c join sub on c.parent_id = sub.id)
        select g.id from goods g where g.category_id in (select id from sub)`,
  );
  if (rows.length)
    await refreshGoodsSearchText(
      db,
      rows.map((r) => r.id),
    );
}

/** `category/move` {id, direction}: swaps places with the sibling above or below (sort renumbered 10, 20, ...). */
export async function moveCategory(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(categoryMoveBody, input);
  await inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`lock table categories in share row exclusive mode`);
    const list = await loadTree(tx.db);
    const me = list.find((c) => c.id === b.id);
    if (!me) throw new AppError("category_not_found", { field: "id" });
    const siblings = list.filter((c) => c.parent_id === me.parent_id);
    const at = siblings.findIndex((c) => c.id === me.id);
    const to = b.direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return;
    const order = siblings.map((c) => c.id);
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    const before = Object.fromEntries(siblings.map((c) => [c.id, c.weigh]));
    const after = Object.fromEntries(order.map((id, i) => [id, (i + 1) * 10]));
    for (const [id, weigh] of Object.entries(after))
      await tx.db.execute(sql`update categories set sort = ${weigh} where id = ${Number(id)}`);
    await audit(tx, staff.id, "category.move", `category:${b.id}`, { before, after, direction: b.direction });
  });
  await afterChange(ctx);
  return { id: b.id };
}
