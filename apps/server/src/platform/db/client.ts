import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS, pendingMigrations, underMigrationLock } from "./migrations.js";
import { ResilientPool } from "./resilient-pool.js";

/** One type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL). */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's schema generic is unused: queries name tables directly
export type Db = PgDatabase<PgQueryResultHKT, any>;

type Log = { warn(obj: object, msg: string): void };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** applies the missing migrations; on PostgreSQL one process at a time (an advisory lock) */
  migrate(): Promise<void>;
  /** the tags of this build's migrations the database has not applied (throws when it does not answer) */
  pendingMigrations(): Promise<string[]>;
  /** the connection pool's figures on PostgreSQL (null on PGlite: one connection, in process) */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
  /** where lost connections are reported from now on (the server's logger); stderr until then */
  reportTo(log: Log): void;
}

/** Connections of the pool: open ones, idle ones, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * Search tolerates small typos through pg_trgm's `<%` operator; its default threshold (0.6)
 * misses one-letter slips in short words ("sweeter" for "sweater" scores 0.45).
 */
export const WORD_SIMILARITY_THRESHOLD = "0.45";

/**
 * The planner's price of a random page read (PostgreSQL's default 4.0 assumes spinning disks). A
 * marketplace's hot tables live in memory or on SSD, where a random read costs about what a
 * sequential one does. It matters for search: goods keep their long fields in TOAST, so the heap
 * is small and, at 4.0, a sequential scan looks cheaper than the full-text index while it would
 * unpack every row's search document (docs/storefront.md).
 */
export const RANDOM_PAGE_COST = "1.1";
const SESSION_SETTINGS = {
  "pg_trgm.word_similarity_threshold": WORD_SIMILARITY_THRESHOLD,
  random_page_cost: RANDOM_PAGE_COST,
};

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder, or "memory://" */
  pgliteDir: string;
  poolSize?: number;
  /**
   * An in-memory PGlite starts from this data folder image (`dumpDataDir`) instead of an empty
   * cluster: the API tests make one migrated image per run and open every database from it.
   */
  pgliteImage?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    let log: Log = { warn: (obj, msg) => console.error(msg, obj) };
    // a lost connection is handled and replaced, never an unheard `error` event (resilient-pool.ts)
    const pool = new ResilientPool(
      {
        connectionString: opts.databaseUrl,
        max: opts.poolSize ?? 20,
        keepAlive: true,
        options: Object.entries(SESSION_SETTINGS)
          .map(([name, value]) => `-c ${name}=${value}`)
          .join(" "),
      },
      (err) => log.warn({ code: (err as { code?: string }).code, err: err.message }, "database connection lost"),
    );
    // bigint columns arrive as strings from node-postgres; int8 stays a string and is read as BigInt by the repos
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () =>
        underMigrationLock(opts.databaseUrl as string, () =>
          migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS }),
        ),
      pendingMigrations: () => pendingMigrations(db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => pool.end(),
      reportTo: (to) => {
        log = to;
      },
    };
  }
  if (opts.pgliteDir !== "memory://") await mkdir(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir === "memory://" ? undefined : opts.pgliteDir, {
    extensions: { pg_trgm },
    ...(opts.pgliteImage && opts.pgliteDir === "memory://" ? { loadDataDir: opts.pgliteImage } : {}),
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  const pgliteDb = drizzlePglite(client);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS }),
    pendingMigrations: () => pendingMigrations(pgliteDb as unknown as Db),
    poolStats: () => null,
    close: () => client.close(),
    reportTo: () => {},
  };
}

/** Raw SQL rows, typed for the caller (both drivers answer `{rows}`). */
export async function queryRows<T = Record<string, unknown>>(
  db: Db,
  query: Parameters<Db["execute"]>[0],
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement with a fixed text, prepared once per connection under its name (PostgreSQL). */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface DriverClient {
  query(q: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Raw SQL on a hot path, straight to the driver: Drizzle's query building and result mapping
 * cost about a sixth of the server's CPU on bench:chat, and a named statement saves PostgreSQL
 * the parse and plan of every call. Works on a transaction's Db too (its session holds the
 * transaction's client). Values go to the driver as they are (pass JSON as a string); rows come
 * back with the driver's own parsers, so timestamps are Dates on both drivers.
 */
export async function queryPrepared<T = Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  // Drizzle keeps the driver's client (pg pool or pool client, PGlite or its transaction) on the session
  const client = (db as unknown as { session: { client: DriverClient } }).session.client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as T[];
}

/**
 * A table's columns for a prepared statement's text, in the order Drizzle's `select()` lists
 * them, each qualified with `qualifier` when given: `"users"."id", "users"."email", ...`.
 */
export function columnsOf(table: PgTable, qualifier?: string): string {
  return Object.values(getTableColumns(table))
    .map((c) => (qualifier ? `"${qualifier}"."${c.name}"` : `"${c.name}"`))
    .join(", ");
}

/**
 * Maps a driver's raw row of a table's columns (snake_case, as `queryPrepared` answers them) to
 * the row Drizzle's `select()` of that table answers: each column through Drizzle's own
 * `mapFromDriverValue` (int8 to BigInt, jsonb text parsed, timestamps as Dates), null kept null.
 */
export function rowMapper<T extends PgTable>(table: T): (raw: Record<string, unknown>) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out as T["$inferSelect"];
  };
}

const dialect = new PgDialect();

/**
 * The text of an SQL fragment without parameters (another module's fragment, composed into a
 * prepared statement's fixed text once, when the module loads).
 */
export function sqlText(fragment: SQL): string {
  const q = dialect.sqlToQuery(fragment);
  if (q.params.length) throw new Error("a fragment with parameters cannot go into a prepared statement's text");
  return q.sql;
}

/**
 * Named integers (states from the contracts) written into the statement as literals, the text a
 * hand-written `2` or `2, 3` would give: the text stays fixed (prepared statements, `sqlText`)
 * and the planner still matches partial indexes' predicates (`where state = 2`).
 */
export function literal(...values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`literal: not an integer: ${v}`);
  return sql.raw(values.join(", "));
}
