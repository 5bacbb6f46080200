import { randomUUID } from "node:crypto";

/** What a checked password try came to. */
export type TryResult = "ok" | "wrong" | "blocking" | "blocked";

/**
 * What a counter's claim came to: a place taken for this try, or why the try may not start: a
 * block runs, every place is taken, or `max` wrong tries are counted and their block never started
 * (the try that counted the last one ended between the two statements: its process died).
 */
export type Claim = "taken" | "blocked" | "full" | "spent";

/**
 * One count of wrong passwords in a row (an account's, an address's), kept in the database by
 * its owner, with the tries in flight beside it: each holds a place under its token until its check
 * ends, or until its lease lapses (its process died before it said how the check went: such a try
 * is forgotten, never counted). Each method is one atomic statement, so processes sharing the
 * database share it.
 */
export interface TryCounter {
  /**
   * Takes a place for the try `token` until its check ends or `leaseMs` passes, unless a block is
   * running ("blocked") or the wrong tries counted and the places held reach `max` ("full", or
   * "spent" when the wrong ones alone do). Places whose lease has lapsed are dropped. The count
   * starts again when a block has passed.
   */
  claim(token: string, max: number, leaseMs: number): Promise<Claim>;
  /** gives the place back: the try's check was not made (another counter refused it, or a fault) */
  release(token: string): Promise<void>;
  /** a right password: the place back, the count starts again and no block runs */
  clear(token: string): Promise<void>;
  /** a wrong password: the place back and the try counted (not while a block runs); answers the count */
  fail(token: string): Promise<number>;
  /** starts a block of `blockMs` when the count is still `max` or more; true when this call started it */
  block(max: number, blockMs: number): Promise<boolean>;
}

/**
 * How long a try holds its place at most: far longer than any check takes, even queued behind
 * others on a machine under load (a payment's PIN takes about 0.5 ms, a login's argon2id 25 ms,
 * hash-gate.ts; tens of concurrent logins on an overloaded embedded database were seen to take
 * 16 s). A place held longer belongs to a process that died mid-check: it is dropped, and the try
 * is not counted. A try that finds the places of a killed process filling the count waits this
 * long at most before it is checked.
 */
export const TRY_LEASE_MS = 30_000;

/**
 * A try waiting for a free place asks again after this, then twice as long each time, up to
 * WAIT_STEP_MAX_MS: dozens of waiting tries asking more often crowd the database (one connection,
 * on PGlite) so that the tries holding the places take longer to give them back.
 */
const WAIT_STEP_MS = 10;
const WAIT_STEP_MAX_MS = 500;
/**
 * A try that finds every place taken waits this long at most: past the lease, so that the places
 * of a process that died mid-check have lapsed meanwhile. Still full then, places are taken
 * faster than they are given back (a flood of tries), and the try is refused as during a block.
 */
const WAIT_MAX_MS = TRY_LEASE_MS + 2_000;

/**
 * Checks a password under the try limits of every counter given (docs/rules.md, accounts): `max`
 * wrong in a row start a block of `blockMs` ("blocking" is the try that started it, "blocked" a try
 * during one). Each try takes a place in one statement per counter before its hash is checked, and
 * the places held and the wrong tries counted together never pass `max`, so guesses sent in
 * parallel, to any number of processes, get `max` checks and no more; a try that finds every place
 * taken waits for one, so right passwords sent together all pass, and a right password sent right
 * after a block is refused until it ends. A try is counted only once its check has ended: one in
 * flight when its process was killed is forgotten when its lease lapses (TRY_LEASE_MS).
 * Never inside a transaction: the places must be seen by other processes at once.
 */
export async function checkTry(
  counters: TryCounter[],
  /** the hash check itself */
  matches: () => Promise<boolean>,
  limits: { max: number; blockMs: number },
): Promise<TryResult> {
  const token = randomUUID();
  if ((await claimAll(counters, token, limits)) === "blocked") return "blocked";
  let right: boolean;
  try {
    right = await matches();
  } catch (err) {
    // the check could not be made (a fault, not a wrong password): the try does not count
    for (const c of counters) await c.release(token);
    throw err;
  }
  if (right) {
    for (const c of counters) await c.clear(token);
    return "ok";
  }
  let blocking = false;
  for (const c of counters)
    if ((await c.fail(token)) >= limits.max && (await c.block(limits.max, limits.blockMs))) blocking = true;
  return blocking ? "blocking" : "wrong";
}

async function claimAll(counters: TryCounter[], token: string, limits: { max: number; blockMs: number }) {
  const deadline = Date.now() + WAIT_MAX_MS;
  for (let step = WAIT_STEP_MS; ; step = Math.min(step * 2, WAIT_STEP_MAX_MS)) {
    let refused: { by: TryCounter; why: Exclude<Claim, "taken"> } | null = null;
    for (const [i, c] of counters.entries()) {
      const claim = await c.claim(token, limits.max, TRY_LEASE_MS);
      if (claim === "taken") continue;
      refused = { by: c, why: claim };
      for (const taken of counters.slice(0, i)) await taken.release(token);
      break;
    }
    if (!refused) return "taken";
    if (refused.why === "blocked") return "blocked";
    // `max` wrong ones counted and no block: the block their last try did not start starts now
    if (refused.why === "spent" && (await refused.by.block(limits.max, limits.blockMs))) return "blocked";
    if (Date.now() > deadline) return "blocked";
    await new Promise((r) => setTimeout(r, step * (0.5 + Math.random() / 2)));
  }
}

/**
 * The SQL the counters' statements share over their column of tries in flight (jsonb: token ->
 * the end of its lease, unix ms). `column` is the column as the statement names it.
 */
export function inFlightSql(column: string) {
  const nowMs = "(extract(epoch from now()) * 1000)::bigint";
  const held = `from jsonb_each(${column}) f where f.value::bigint > ${nowMs}`;
  return {
    /** the tries whose lease has not lapsed */
    live: `(select coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) ${held})`,
    /** how many they are */
    count: `(select count(*)::int ${held})`,
    /** now, in unix ms: a lease of n ms ends at `${nowMs} + n` */
    nowMs,
  };
}
