import { sql } from "drizzle-orm";
import { nowSql } from "../../platform/clock.js";
import { type Db, queryRows } from "../../platform/db/index.js";

/** The order timers' rows (order_jobs). */

export type JobKind = "unpaid_cancel" | "auto_confirm" | "settle";

/** Sets (or moves) an order's timer of that kind. */
export async function scheduleJob(db: Db, kind: JobKind, orderId: number, dueAt: Date): Promise<void> {
  await db.execute(sql`insert into order_jobs (kind, order_id, due_at) values (${kind}, ${orderId}, ${dueAt})
    on conflict (kind, order_id) do update set due_at = excluded.due_at, done_at = null, attempts = 0, last_error = ''`);
}

/** The next due job, locked; one another runner holds is skipped. */
export async function takeDueJob(db: Db) {
  const [job] = await queryRows<{ id: number; kind: JobKind; order_id: number }>(
    db,
    sql`select id, kind, order_id from order_jobs where done_at is null and due_at <= ${nowSql()}
            order by due_at limit 1 for update skip locked`,
  );
  return job;
}

export async function jobDone(db: Db, id: number): Promise<void> {
  await db.execute(sql`update order_jobs set done_at = ${nowSql()}, attempts = attempts + 1 where id = ${id}`);
}

/** Tries the job again `ms` later, keeping `error` when it failed. */
export async function jobLater(db: Db, id: number, ms: number, error?: string): Promise<void> {
  await db.execute(
    error === undefined
      ? sql`update order_jobs set due_at = ${nowSql()} + ${`${ms} milliseconds`}::interval, attempts = attempts + 1 where id = ${id}`
      : sql`update order_jobs set due_at = ${nowSql()} + ${`${ms} milliseconds`}::interval,
          attempts = attempts + 1, last_error = ${error} where id = ${id}`,
  );
}

/**
 * How late the order timers run: seconds the oldest due, not yet done timer is past its due time
 * (0 when none is due). The poller runs every few seconds, so a lag that keeps growing means no
 * process is running the timers or a timer keeps failing (its `last_error`). Uses the due index.
 */
export async function orderJobLagSeconds(db: Db): Promise<number> {
  const [row] = await queryRows<{ lag: number | string | null }>(
    db,
    sql`select extract(epoch from now() - min(due_at))::float8 as lag from order_jobs
          where done_at is null and due_at <= now()`,
  );
  return Math.max(0, Number(row?.lag ?? 0));
}

/** When the next timer not yet done is due, or null: the demo history runs each one at its own time. */
export async function nextOrderJobDue(db: Db): Promise<Date | null> {
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select (extract(epoch from min(due_at)) * 1000)::float8 as ms from order_jobs where done_at is null`,
  );
  return row?.ms == null ? null : new Date(Math.ceil(Number(row.ms)));
}
