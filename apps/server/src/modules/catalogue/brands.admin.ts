import { type AdminBrand, brandAddBody, brandSaveBody, pageQuery } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { containingLower, type Db, queryRows, sqlPage } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { audit, requireStaff } from "../staff/index.js";

/**
 * Brands (operators): a name (unique, any case), a logo, a sort weight and on/off. Supplier
 * goods pick one by id and keep its name in their text `brand` column (what goods and search
 * read), so goods made before brands existed keep working.
 */

const OPERATOR = ["operator"] as const;

interface Row {
  id: number;
  name: string;
  logo: string;
  weigh: number;
  enabled: boolean;
  goods_count: number;
}
const present = (r: Row): AdminBrand => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  weigh: r.weigh,
  enabled: r.enabled ? 1 : 0,
  goods_count: r.goods_count,
});
const COLUMNS = sql`b.id, b.name, b.logo, b.weigh, b.enabled,
  (select count(*) from supplier_goods sg where sg.brand_id = b.id)::int as goods_count`;

/** `brand/list` {page, limit, keyword}: by weigh, then name. */
export async function listBrands(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(pageQuery, input);
  const where = q.keyword ? sql`where lower(b.name) like ${containingLower(q.keyword)}` : sql``;
  return sqlPage<Row, AdminBrand>(
    ctx.db,
    q,
    { columns: COLUMNS, from: sql`from brands b ${where}`, orderBy: sql`b.weigh, lower(b.name), b.id` },
    (rows) => rows.map(present),
  );
}

async function findBrand(db: Db, id: number): Promise<AdminBrand | null> {
  const [row] = await queryRows<Row>(db, sql`select ${COLUMNS} from brands b where b.id = ${id}`);
  return row ? present(row) : null;
}

async function nameTaken(db: Db, name: string, exceptId: number) {
  return (
    (await queryRows(db, sql`select 1 from brands where lower(name) = ${name.toLowerCase()} and id <> ${exceptId}`))
      .length > 0
  );
}

/** `brand/add` {name, logo, weigh, enabled} */
export async function addBrand(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(brandAddBody, input);
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`lock table brands in share row exclusive mode`);
    if (await nameTaken(tx.db, b.name, 0)) throw new AppError("brand_name_taken", { field: "name" });
    const [row] = await queryRows<{ id: number }>(
      tx.db,
      sql`insert into brands (name, logo, weigh, enabled) values (${b.name}, ${b.logo}, ${b.weigh}, ${b.enabled}) returning id`,
    );
    const after = await findBrand(tx.db, (row as { id: number }).id);
    await audit(tx, staff.id, "brand.add", `brand:${after?.id}`, { before: null, after });
    return after;
  });
}

/** `brand/save` {id, name, logo, weigh, enabled}: a rename is copied to the supplier goods that picked it. */
export async function saveBrand(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(brandSaveBody, input);
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`lock table brands in share row exclusive mode`);
    const before = await findBrand(tx.db, b.id);
    if (!before) throw new AppError("brand_not_found", { field: "id" });
    if (await nameTaken(tx.db, b.name, b.id)) throw new AppError("brand_name_taken", { field: "name" });
    await tx.db.execute(
      sql`update brands set name = ${b.name}, logo = ${b.logo}, weigh = ${b.weigh}, enabled = ${b.enabled} where id = ${b.id}`,
    );
    if (before.name !== b.name)
      await tx.db.execute(sql`update supplier_goods set brand = ${b.name} where brand_id = ${b.id}`);
    const after = await findBrand(tx.db, b.id);
    await audit(tx, staff.id, "brand.save", `brand:${b.id}`, { before, after });
    return after;
  });
}

/** The brand's name for supplier goods, or null when there is no such brand. */
export async function brandName(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from brands where id = ${id}`);
  return row?.name ?? null;
}

/** Brands made from the supplier goods' brand texts (the demo seed; migration 0019 did the same once). */
export async function adoptBrandTexts(db: Db): Promise<void> {
  await db.execute(sql`insert into brands (name) select distinct on (lower(brand)) brand from supplier_goods
    where brand <> '' order by lower(brand), brand on conflict do nothing`);
  await db.execute(sql`update supplier_goods sg set brand_id = b.id from brands b
    where sg.brand <> '' and sg.brand_id is null and lower(b.name) = lower(sg.brand)`);
}
