import type { Page } from "@mp/contracts";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { toPage } from "../http/paging.js";
import { type Db, queryRows } from "./client.js";

/** The page a list call asked for: 1-based page number and rows per page (`pageQuery` parses both). */
export interface PageAsk {
  page: number;
  limit: number;
}

/**
 * One page of a list with its total: the page's rows and the count are asked at the same time,
 * then the rows are presented. Every list answer is built here, so the page arithmetic (offset,
 * last page) lives in one place.
 */
export async function pageOf<T, R = T>(
  ask: PageAsk,
  load: { rows: (limit: number, offset: number) => Promise<T[]>; total: () => Promise<number> },
  present: (rows: T[]) => R[] | Promise<R[]> = (rows) => rows as unknown as R[],
): Promise<Page<R>> {
  const [rows, total] = await Promise.all([load.rows(ask.limit, (ask.page - 1) * ask.limit), load.total()]);
  return toPage(await present(rows), total, ask.page, ask.limit);
}

/** `count(*)` of a table's rows matching where (Drizzle tables). */
export async function countWhere(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * A page of a hand-written statement: `select <columns> <from> order by <order> limit offset`
 * and `select count(*) <from>`, where `from` holds the FROM, the joins and the WHERE; the rows
 * are presented as in `pageOf`.
 */
export function sqlPage<T, R = T>(
  db: Db,
  ask: PageAsk,
  parts: { columns: SQL; from: SQL; orderBy: SQL },
  present?: (rows: T[]) => R[] | Promise<R[]>,
): Promise<Page<R>> {
  return pageOf<T, R>(
    ask,
    {
      rows: (limit, offset) =>
        queryRows<T>(
          db,
          sql`select ${parts.columns} ${parts.from} order by ${parts.orderBy} limit ${limit} offset ${offset}`,
        ),
      total: async () => {
        const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${parts.from}`);
        return Number(row?.n ?? 0);
      },
    },
    present,
  );
}
