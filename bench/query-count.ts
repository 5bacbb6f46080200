import pg from "pg";

/**
 * Counts the statements this process sends to PostgreSQL through `pg` (each one a round trip),
 * so a benchmark can report round trips per operation next to its rates. Patching the client's
 * prototype catches pools, Drizzle and prepared statements alike; it is bench-only.
 */
let sent = 0;
let patched = false;

export function countQueries(): { read: () => number } {
  if (!patched) {
    patched = true;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      sent++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }
  return { read: () => sent };
}
