import pg from "pg";

/**
 * Counts the statements this process sends to PostgreSQL through `pg` (each one a round trip),
 * so a benchmark can report round trips per operation next to its rates. Patching the client's
 * prototype catches pools, Drizzle and prepared statements alike; it is bench-only.
 */
let sent = 0;
let patched = false;
/** while set, every statement sent is also recorded here (`captureQueries`) */
let recording: SentStatement[] | null = null;
const clientIds = new WeakMap<object, number>();
let nextClientId = 1;

/** One statement as `pg` was asked to send it. */
export interface SentStatement {
  text: string;
  /** the name of a prepared statement (`queryPrepared`), sent once per connection */
  name?: string;
  values: unknown[];
  /** Drizzle asks for some rows as arrays */
  rowMode?: string;
  /** which pooled connection sent it (statements of one transaction share it) */
  client: number;
}

function patch() {
  if (patched) return;
  patched = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    if (recording) {
      const [first, second] = args as [unknown, unknown];
      const config = (typeof first === "string" ? { text: first, values: second } : first) as {
        text: string;
        name?: string;
        values?: unknown[];
        rowMode?: string;
      };
      let id = clientIds.get(this);
      if (id === undefined) {
        id = nextClientId++;
        clientIds.set(this, id);
      }
      recording.push({
        text: config.text,
        name: config.name,
        values: [...((Array.isArray(second) ? second : config.values) ?? [])],
        rowMode: config.rowMode,
        client: id,
      });
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

export function countQueries(): { read: () => number } {
  patch();
  return { read: () => sent };
}

/** Records the statements sent while `run` runs (nothing else may use pg meanwhile). */
export async function captureQueries(run: () => Promise<unknown>): Promise<SentStatement[]> {
  patch();
  const into: SentStatement[] = [];
  recording = into;
  try {
    await run();
  } finally {
    recording = null;
  }
  return into;
}
