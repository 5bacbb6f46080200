/**
 * seed:bench: fills an EMPTY PostgreSQL database with a storefront catalogue at scale for the
 * benchmarks: 1,000 shops, 2,000 supplier goods, 100,000 goods with their SKUs and about
 * 300,000 reviews, built with the demo seed's vocabulary (deterministic), inserted with
 * unnest() arrays, then search text refreshed and the tables vacuumed and analysed.
 *
 *   psql -h 127.0.0.1 -U postgres -c 'create database mp_bench'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mp_bench npm run seed:bench
 */
import pg from "pg";
import { seedCategoryTree } from "../apps/server/seed/catalogue/category-tree.js";
import { type GoodsRow, planGoods, planSupplier, type SupplierRow } from "../apps/server/seed/catalogue/goods-plan.js";
import { createRng, longTail, type Rng } from "../apps/server/seed/catalogue/prng.js";
import { DEMO_SHOPS } from "../apps/server/seed/catalogue/shops-data.js";
import { seedBase, seedCategories } from "../apps/server/seed/index.js";
import { refreshGoodsSearchText, refreshShopSearchText } from "../apps/server/src/modules/catalogue/index.js";
import { hashPassword } from "../apps/server/src/platform/auth/index.js";
import { openDatabase } from "../apps/server/src/platform/db/index.js";

export const BENCH_SIZE = { shops: 1_000, supplierGoods: 2_000, goods: 100_000, reviewers: 200 } as const;
const CHUNK = 10_000;
const VISIBLE_TOPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19];

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("seed:bench needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/mp_bench (an empty database)");
  process.exit(2);
}

const started = Date.now();
const step = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

const database = await openDatabase({ databaseUrl: url, pgliteDir: "unused" });
await database.migrate();
const pool = new pg.Pool({ connectionString: url, max: 2 });
const { rows: existing } = await pool.query<{ n: string }>("select count(*) as n from goods");
if (Number(existing[0]?.n) > 0) {
  console.error("seed:bench wants an empty database: this one already has goods. Create a fresh one.");
  process.exit(2);
}
step("migrated");

const rng = createRng(7_100_000);
const now = Date.now();
await seedBase(database.db);
await seedCategories(database.db);
await seedCategoryTree(database.db);

/** insert ... select from unnest($1::type[], ...): one parameter per column, thousands of rows per statement */
async function insertUnnest(table: string, columns: [string, string, unknown[]][], casts: Record<string, string> = {}) {
  const list = columns.map(([name]) => name).join(", ");
  const args = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const select = columns.map(([name]) => (casts[name] ? `${name}::${casts[name]}` : name)).join(", ");
  await pool.query(
    `insert into ${table} (${list}) select ${select} from unnest(${args}) as t(${list})`,
    columns.map(([, , values]) => values),
  );
}

async function seedUsersAndShops(r: Rng) {
  const hash = await hashPassword("bench12345");
  await pool.query(
    `insert into users (email, nickname, password_hash, invite_code)
     select 'bench-shop' || g || '@bench.test', 'Bench Owner ' || g, $1, 'BS' || lpad(g::text, 6, '0') from generate_series(1, $2) g
     union all
     select 'bench-reviewer' || g || '@bench.test', 'Bench Reviewer ' || g, $1, 'BR' || lpad(g::text, 6, '0') from generate_series(1, $3) g`,
    [hash, BENCH_SIZE.shops, BENCH_SIZE.reviewers],
  );
  const { rows: owners } = await pool.query<{ id: number }>(
    "select id from users where email like 'bench-shop%' order by id",
  );
  const tops = owners.map(() => r.sample(VISIBLE_TOPS, r.int(1, 3)));
  const names = owners.map(
    (_, i) => `${(DEMO_SHOPS[i % DEMO_SHOPS.length] as (typeof DEMO_SHOPS)[number]).name} ${i + 1}`,
  );
  await insertUnnest("shops", [
    ["id", "int", owners.map((_, i) => i + 1)],
    ["user_id", "int", owners.map((o) => o.id)],
    ["name", "text", names],
    ["bio", "text", owners.map((_, i) => (DEMO_SHOPS[i % DEMO_SHOPS.length] as (typeof DEMO_SHOPS)[number]).bio)],
    ["avatar", "text", owners.map((_, i) => `/uploads/public/seed/shop-${(i % DEMO_SHOPS.length) + 1}.webp`)],
    ["followers", "int", owners.map(() => 50 + longTail(r, 80_000, 1.8))],
  ]);
  await pool.query("select setval(pg_get_serial_sequence('shops', 'id'), (select max(id) from shops))");
  return tops;
}

async function insertSupplier(rows: SupplierRow[]) {
  await insertUnnest(
    "supplier_goods",
    [
      ["id", "int", rows.map((s) => s.id)],
      ["category_id", "int", rows.map((s) => s.categoryId)],
      ["title", "text", rows.map((s) => s.title)],
      ["image", "text", rows.map((s) => s.image)],
      ["images", "text", rows.map((s) => JSON.stringify(s.images))],
      ["description", "text", rows.map((s) => s.description)],
      ["brand", "text", rows.map((s) => s.brand)],
      ["buy_price_minor", "bigint", rows.map((s) => s.buyPriceMinor.toString())],
      ["specs", "text", rows.map((s) => JSON.stringify(s.specs))],
      ["stock", "int", rows.map((s) => s.stock)],
      ["created_at", "timestamptz", rows.map((s) => s.createdAt.toISOString())],
    ],
    { images: "jsonb", specs: "jsonb" },
  );
  await pool.query(
    "select setval(pg_get_serial_sequence('supplier_goods', 'id'), (select max(id) from supplier_goods))",
  );
}

async function insertGoods(rows: GoodsRow[]) {
  const col = <T>(f: (g: GoodsRow) => T) => rows.map(f);
  await insertUnnest(
    "goods",
    [
      ["id", "int", col((g) => g.id)],
      ["shop_id", "int", col((g) => g.shopId)],
      ["category_id", "int", col((g) => g.categoryId)],
      ["supplier_goods_id", "int", col((g) => g.supplierGoodsId)],
      ["profit_ratio_ppm", "int", col((g) => g.profitRatioPpm)],
      ["title", "text", col((g) => g.title)],
      ["image", "text", col((g) => g.image)],
      ["images", "text", col((g) => JSON.stringify(g.images))],
      ["description", "text", col((g) => g.description)],
      ["brand", "text", col((g) => g.brand)],
      ["specs", "text", col((g) => JSON.stringify(g.specs))],
      ["price_minor", "bigint", col((g) => g.priceMinor.toString())],
      ["freight_minor", "bigint", col((g) => g.freightMinor.toString())],
      ["stock", "int", col((g) => g.stock)],
      ["sales", "int", col((g) => g.sales)],
      ["followers", "int", col((g) => g.followers)],
      ["views", "int", col((g) => g.views)],
      ["status", "text", col((g) => g.status)],
      ["created_at", "timestamptz", col((g) => g.createdAt.toISOString())],
    ],
    { images: "jsonb", specs: "jsonb" },
  );
}

async function insertSkus(rows: ReturnType<typeof planGoods>["skus"]) {
  await insertUnnest(
    "goods_skus",
    [
      ["goods_id", "int", rows.map((s) => s.goodsId)],
      ["spec_values", "text", rows.map((s) => JSON.stringify(s.specValues))],
      ["price_minor", "bigint", rows.map((s) => s.priceMinor.toString())],
      ["stock", "int", rows.map((s) => s.stock)],
    ],
    { spec_values: "jsonb" },
  );
}

const shopTops = await seedUsersAndShops(rng);
step(`${BENCH_SIZE.shops} shops and their owners`);
const supplier = planSupplier(rng, BENCH_SIZE.supplierGoods, now);
await insertSupplier(supplier);
step(`${BENCH_SIZE.supplierGoods} supplier goods`);

let skuCount = 0;
for (let first = 1; first <= BENCH_SIZE.goods; first += CHUNK) {
  const plan = planGoods(rng, supplier, {
    goods: Math.min(CHUNK, BENCH_SIZE.goods - first + 1),
    supplierShare: 1 / 3,
    shopTops,
    now,
    firstGoodsId: first,
  });
  await insertGoods(plan.goods);
  await insertSkus(plan.skus);
  skuCount += plan.skus.length;
}
await pool.query("select setval(pg_get_serial_sequence('goods', 'id'), (select max(id) from goods))");
step(`${BENCH_SIZE.goods} goods, ${skuCount} SKUs`);

// reviews: more for goods that sell more (about ln(sales)), from the bench reviewers (distinct per
// goods), skewed positive
const { rows: firstReviewer } = await pool.query<{ id: number }>(
  "select min(id) as id from users where email like 'bench-reviewer%'",
);
await pool.query(`
  insert into reviews (goods_id, user_id, stars, durability, content, created_at)
  select g.id, ${Number(firstReviewer[0]?.id)} + (g.id * 7 + n * 13) % ${BENCH_SIZE.reviewers}, s.stars, case when random() < 0.45 then s.stars end,
         (array['Great quality for the price.', 'Exactly as described.', 'Good value, delivery took a few days.',
                'It is okay.', 'Not as pictured.'])[6 - s.stars],
         g.created_at + random() * (now() - g.created_at)
  from goods g
  cross join lateral generate_series(1, least(20, floor(ln(g.sales + 1))::int)) n
  cross join lateral (select case when x < 0.59 then 5 when x < 0.83 then 4 when x < 0.92 then 3 when x < 0.96 then 2 else 1 end as stars
                      from (select random() + n * 0 + g.id * 0 as x) y) s
  where g.status = 'on'`);
await pool.query(`
  update goods g set review_count = r.n, review_stars_sum = r.stars
  from (select goods_id, count(*)::int as n, sum(stars)::int as stars from reviews group by goods_id) r
  where r.goods_id = g.id`);
await pool.query(`
  update shops s set sales = g.sales, views = g.views
  from (select shop_id, sum(sales)::int as sales, sum(views)::int as views from goods group by shop_id) g
  where g.shop_id = s.id`);
const { rows: reviewCount } = await pool.query<{ n: string }>("select count(*) as n from reviews");
step(`${reviewCount[0]?.n} reviews, shop totals`);

await refreshShopSearchText(database.db);
await refreshGoodsSearchText(database.db);
step("search text");
await pool.query("vacuum analyze");
step("vacuum analyze: done");

await pool.end();
await database.close();
