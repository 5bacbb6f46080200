import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

/** New accounts per UTC day since `since` (a UTC midnight), for the console's dashboard: one grouped query. */
export const newUsersByDay = (db: Db, since: Date) =>
  queryRows<{ day: string; users: number }>(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as users
        from users where created_at >= ${since.toISOString()}::timestamptz group by 1`,
  );
