/**
 * bench:storefront's anchor, run as its own process: a bare Fastify + pg server (no envelope, no
 * app code) with a pool the size of the server's default (DATABASE_POOL_SIZE, else 10) answering
 * one indexed 20-row query on the same `goods` table, no count (goods_category_sales_idx).
 * What a storefront read costs on this machine at the least; the cases are reported against it.
 *
 *   DATABASE_URL=... PORT=... node --import tsx bench/storefront-anchor.ts   # GET /goods?category=<leaf id>
 */
import Fastify from "fastify";
import pg from "pg";

const QUERY =
  "select id, title, image, price_minor, sales, shop_id from goods where category_id = $1 and status = 'on' order by sales desc limit 20";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
  keepAlive: true,
});
const app = Fastify({ logger: false });
app.get("/goods", async (req) => {
  const category = Number((req.query as { category?: string }).category);
  const { rows } = await pool.query(QUERY, [category]);
  return rows;
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log(`anchor listening (pool ${pool.options.max})`);
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on("SIGTERM", () => void close());
process.on("SIGINT", () => void close());
