import type { InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../src/platform/db/index.js";

export const BATCH_ROWS = 500;

/** Inserts rows a few hundred per statement: one round trip each, well under the parameter limit. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
  size = BATCH_ROWS,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}

/** After rows were inserted with explicit ids, moves the serial past them. */
export async function syncSerial(db: Db, table: string): Promise<void> {
  await db.execute(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
  );
}
