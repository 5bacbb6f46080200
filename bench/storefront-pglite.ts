/**
 * A PGlite copy of a seed:bench PostgreSQL database, for `BENCH_DB=pglite npm run bench:storefront`.
 * The PGlite folder is created and migrated the way the server opens it (openDatabase), then every
 * table of the public schema is copied over with COPY (psql reads it from PostgreSQL, PGlite loads
 * it from a blob), foreign-key triggers off during the load; sequences are set and the tables
 * vacuumed and analysed. A marker file names the source, so the benchmark knows the copy is there.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mp_bench npm run seed:bench:pglite [-- data dir]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { openDatabase } from "../apps/server/src/platform/db/index.js";

export const DEFAULT_PGLITE_DATA_DIR = path.resolve(import.meta.dirname, "../data/bench-pglite");
const MARKER = "bench-source.json";

interface Source {
  database: string;
  goods: number;
  copiedAt: string;
}

/** The marker of a finished copy in dataDir, or null. */
export async function pgliteCopyOf(dataDir: string): Promise<Source | null> {
  const file = path.join(dataDir, MARKER);
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, "utf8")) as Source;
}

/** `COPY (...) TO STDOUT` through psql: the text format, all in memory. */
function copyOut(databaseUrl: string, query: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const psql = spawn("psql", [databaseUrl, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", `copy (${query}) to stdout`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const chunks: Buffer[] = [];
    psql.stdout.on("data", (d: Buffer) => chunks.push(d));
    psql.once("error", reject);
    psql.once("exit", (code) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`psql exited ${code}`)),
    );
  });
}

interface PgliteClient {
  query(text: string, values?: unknown[], options?: { blob?: Blob }): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

export async function copyToPglite(databaseUrl: string, dataDir: string): Promise<Source> {
  const started = Date.now();
  const step = (what: string) =>
    console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  pglite: ${what}`);
  await rm(dataDir, { recursive: true, force: true });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows: tables } = await pool.query<{ table: string; columns: string[] }>(`
    select c.table_name as table, array_agg(quote_ident(c.column_name::text) order by c.ordinal_position) as columns
    from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name order by c.table_name`);
  const { rows: serials } = await pool.query<{ table: string; column: string }>(`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`);
  const { rows: count } = await pool.query<{ n: string }>("select count(*) as n from goods");
  await pool.end();

  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await database.migrate();
  step("migrated");
  // the driver's client under Drizzle (as queryPrepared in platform/db reaches it)
  const client = (database.db as unknown as { session: { client: PgliteClient } }).session.client;
  await client.exec("set session_replication_role = replica");
  await client.exec(`truncate ${tables.map((t) => `"${t.table}"`).join(", ")} cascade`);
  for (const t of tables) {
    const data = await copyOut(databaseUrl, `select ${t.columns.join(", ")} from "${t.table}"`);
    if (data.length === 0) continue;
    await client.query(`copy "${t.table}" (${t.columns.join(", ")}) from '/dev/blob'`, [], { blob: new Blob([data]) });
    step(`${t.table} (${(data.length / 1e6).toFixed(1)} MB)`);
  }
  await client.exec("set session_replication_role = origin");
  for (const s of serials)
    await client.query(
      `select setval(pg_get_serial_sequence('"${s.table}"', '${s.column}'), coalesce((select max("${s.column}") from "${s.table}"), 0) + 1, false)`,
    );
  await client.exec("vacuum analyze");
  step("sequences, vacuum analyze");
  await database.close();
  const source: Source = {
    database: new URL(databaseUrl).pathname.slice(1),
    goods: Number(count[0]?.n),
    copiedAt: new Date().toISOString(),
  };
  await writeFile(path.join(dataDir, MARKER), `${JSON.stringify(source, null, 2)}\n`);
  step("done");
  return source;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("needs DATABASE_URL: the seed:bench PostgreSQL database to copy");
    process.exit(2);
  }
  await copyToPglite(url, path.resolve(process.argv[2] ?? DEFAULT_PGLITE_DATA_DIR));
}
