import {
  type AdminSupplierGoods,
  adminIdBody,
  adminSupplierGoodsQuery,
  supplierGoodsAddBody,
  supplierGoodsSaveBody,
  supplierGoodsShelfBody,
} from "@mp/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { containingLower, type Db, queryRows, sqlPage } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { brandName } from "./brands.admin.js";
import { subtreeIds } from "./categories.service.js";
import { SUPPLIER_TEXTS, writeSupplierTexts } from "./goods-texts.js";

/**
 * The supplier catalogue in the console (operators): products merchants list at a profit ratio.
 * Buy price in cents (> 0), 1 to 9 uploaded images, specifications, stock (whole, >= 0), a leaf
 * category (the merchant's catalogue filters by subtree, and goods sit on leaves), a brand, on/off.
 * Off takes it out of the merchants' supplier catalogue; listings already made stay.
 */

const OPERATOR = ["operator"] as const;

interface Row {
  id: number;
  title: string;
  image: string;
  images: string[];
  description: string;
  buy_price_minor: string;
  stock: number;
  specs: { name: string; values: string[] }[];
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand: string;
  on_sale: boolean;
  listings: number;
  created_at: Date;
  texts: { lang: string; title: string; description: string }[];
}
const present = (r: Row): AdminSupplierGoods =>
  ({
    ...r,
    on_sale: r.on_sale ? 1 : 0,
    created_at: undefined,
    createtime: unixSeconds(new Date(r.created_at)),
  }) as AdminSupplierGoods;

const COLUMNS = sql`sg.id, sg.title, sg.image, sg.images, sg.description, sg.buy_price_minor::text as buy_price_minor,
  sg.stock, sg.specs, sg.category_id, c.name as category_name, sg.brand_id, sg.brand, sg.on_sale, sg.created_at,
  (select count(*) from goods g where g.supplier_goods_id = sg.id and g.deleted_at is null)::int as listings,
  ${SUPPLIER_TEXTS}`;
const FROM = sql`from supplier_goods sg join categories c on c.id = sg.category_id`;

/** `supplier_goods/list` {page, limit, keyword (title or id), category_id (its subtree), on_sale} */
export async function listSupplierGoodsAdmin(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(adminSupplierGoodsQuery, input);
  const parts: SQL[] = [sql`true`];
  if (q.keyword)
    parts.push(
      /^\d{1,9}$/.test(q.keyword)
        ? sql`(sg.id = ${Number(q.keyword)} or lower(sg.title) like ${containingLower(q.keyword)})`
        : sql`lower(sg.title) like ${containingLower(q.keyword)}`,
    );
  if (q.category_id) {
    const ids = await subtreeIds(ctx.db, [q.category_id]);
    parts.push(
      ids.length
        ? sql`sg.category_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (q.on_sale !== "all") parts.push(sql`sg.on_sale = ${q.on_sale === "on"}`);
  return sqlPage<Row, AdminSupplierGoods>(
    ctx.db,
    q,
    { columns: COLUMNS, from: sql`${FROM} where ${sql.join(parts, sql` and `)}`, orderBy: sql`sg.id desc` },
    (rows) => rows.map(present),
  );
}

async function findOne(db: Db, id: number): Promise<AdminSupplierGoods | null> {
  const [row] = await queryRows<Row>(db, sql`select ${COLUMNS} ${FROM} where sg.id = ${id}`);
  return row ? present(row) : null;
}

/** `supplier_goods/detail` {id} */
export async function supplierGoodsDetailAdmin(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const { id } = parse(adminIdBody, input);
  const row = await findOne(ctx.db, id);
  if (!row) throw new AppError("not_found", { field: "id" });
  return row;
}

/** The category must exist and have no subcategories; the brand, when given, must exist. */
async function checkRefs(db: Db, categoryId: number, brandId: number | null): Promise<string> {
  const [cat] = await queryRows<{ children: number }>(
    db,
    sql`select (select count(*) from categories k where k.parent_id = c.id)::int as children from categories c where c.id = ${categoryId}`,
  );
  if (!cat || cat.children > 0) throw new AppError("supplier_category_invalid", { field: "category_id" });
  if (brandId === null) return "";
  const name = await brandName(db, brandId);
  if (name === null) throw new AppError("brand_not_found", { field: "brand_id" });
  return name;
}

type Fields = ReturnType<typeof supplierGoodsAddBody.parse>;
const values = (b: Fields, brand: string) => ({
  title: b.title,
  image: b.images[0] as string,
  images: JSON.stringify(b.images),
  description: b.description,
  price: BigInt(b.buy_price_minor),
  specs: JSON.stringify(b.specs),
  stock: b.stock,
  category: b.category_id,
  brandId: b.brand_id,
  brand,
  onSale: b.on_sale,
});

/** `supplier_goods/add` */
export async function addSupplierGoods(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(supplierGoodsAddBody, input);
  return inTransaction(ctx, async (tx) => {
    const v = values(b, await checkRefs(tx.db, b.category_id, b.brand_id));
    const [row] = await queryRows<{ id: number }>(
      tx.db,
      sql`insert into supplier_goods (title, image, images, description, buy_price_minor, specs, stock, category_id, brand_id, brand, on_sale)
          values (${v.title}, ${v.image}, ${v.images}::jsonb, ${v.description}, ${v.price}, ${v.specs}::jsonb, ${v.stock},
                  ${v.category}, ${v.brandId}, ${v.brand}, ${v.onSale}) returning id`,
    );
    await writeSupplierTexts(tx.db, (row as { id: number }).id, b.texts);
    const after = await findOne(tx.db, (row as { id: number }).id);
    await audit(tx, staff.id, "supplier_goods.add", `supplier_goods:${after?.id}`, { before: null, after });
    return after;
  });
}

/** `supplier_goods/save` {id, ...}: applies to the catalogue; listings keep their own SKUs and prices. */
export async function saveSupplierGoods(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(supplierGoodsSaveBody, input);
  return inTransaction(ctx, async (tx) => {
    const before = await findOne(tx.db, b.id);
    if (!before) throw new AppError("not_found", { field: "id" });
    const v = values(b, await checkRefs(tx.db, b.category_id, b.brand_id));
    await tx.db.execute(sql`update supplier_goods set title = ${v.title}, image = ${v.image}, images = ${v.images}::jsonb,
      description = ${v.description}, buy_price_minor = ${v.price}, specs = ${v.specs}::jsonb, stock = ${v.stock},
      category_id = ${v.category}, brand_id = ${v.brandId}, brand = ${v.brand}, on_sale = ${v.onSale} where id = ${b.id}`);
    await writeSupplierTexts(tx.db, b.id, b.texts);
    const after = await findOne(tx.db, b.id);
    await audit(tx, staff.id, "supplier_goods.save", `supplier_goods:${b.id}`, { before, after });
    return after;
  });
}

/** `supplier_goods/shelf` {id, on_sale}: on or off the merchants' supplier catalogue. */
export async function shelfSupplierGoods(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(supplierGoodsShelfBody, input);
  return inTransaction(ctx, async (tx) => {
    const before = await findOne(tx.db, b.id);
    if (!before) throw new AppError("not_found", { field: "id" });
    await tx.db.execute(sql`update supplier_goods set on_sale = ${b.on_sale} where id = ${b.id}`);
    await audit(tx, staff.id, "supplier_goods.shelf", `supplier_goods:${b.id}`, {
      before: { on_sale: before.on_sale },
      after: { on_sale: b.on_sale ? 1 : 0 },
    });
    return { id: b.id, on_sale: b.on_sale ? 1 : 0 };
  });
}
