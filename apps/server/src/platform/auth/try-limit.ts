/** What a checked password try came to. */
export type TryResult = "ok" | "wrong" | "blocking" | "blocked";

/** What a counter's claim came to: the count with this try in it, or why the try may not start. */
export type Claim = { count: number } | "blocked" | "full";

/**
 * One count of wrong passwords in a row (an account's, an address's), kept in the database by
 * its owner. Each method is one atomic statement, so processes sharing the database share it.
 */
export interface TryCounter {
  /**
   * Counts this try as wrong before its hash is checked, unless a block is running ("blocked") or
   * `max` tries are counted and none has ended the run yet ("full"). The count starts again
   * when a block has passed.
   */
  claim(max: number): Promise<Claim>;
  /** takes back a claim whose try did not go ahead (another counter refused it) */
  release(): Promise<void>;
  /** a right password: the count starts again and no block runs */
  clear(): Promise<void>;
  /** starts a block of `blockMs` when the count is still `max` or more; true when this call started it */
  block(max: number, blockMs: number): Promise<boolean>;
}

/** a try waiting for a free place asks again after this, then twice as long each time, up to WAIT_STEP_MAX_MS */
const WAIT_STEP_MS = 10;
const WAIT_STEP_MAX_MS = 200;
/**
 * A try that finds the count full waits this long at most: a claim older than any hash is one
 * whose process died before it said how its try went, and counts as wrong (a block starts).
 */
const WAIT_MAX_MS = 10_000;

/**
 * Checks a password under the try limits of every counter given (docs/rules.md, accounts): `max`
 * wrong in a row start a block of `blockMs` ("blocking" is the try that started it, "blocked" a try
 * during one). Each try is counted before its hash is checked, in one statement per counter, so
 * guesses sent in parallel, to any number of processes, get `max` checks and no more; a try that
 * finds `max` already in flight waits for one of them to end, so right passwords sent together
 * all pass, and a right password sent right after a block is refused until it ends.
 * Never inside a transaction: the claims must be seen by other processes at once.
 */
export async function checkTry(
  counters: TryCounter[],
  /** the hash check itself */
  matches: () => Promise<boolean>,
  limits: { max: number; blockMs: number },
): Promise<TryResult> {
  const counts = await claimAll(counters, limits);
  if (counts === "blocked") return "blocked";
  let right: boolean;
  try {
    right = await matches();
  } catch (err) {
    // the check could not be made (a fault, not a wrong password): the try does not count
    for (const c of counters) await c.release();
    throw err;
  }
  if (right) {
    for (const c of counters) await c.clear();
    return "ok";
  }
  let blocking = false;
  for (const [i, c] of counters.entries())
    if ((counts[i] ?? 0) >= limits.max && (await c.block(limits.max, limits.blockMs))) blocking = true;
  return blocking ? "blocking" : "wrong";
}

async function claimAll(counters: TryCounter[], limits: { max: number; blockMs: number }) {
  const deadline = Date.now() + WAIT_MAX_MS;
  for (let step = WAIT_STEP_MS; ; step = Math.min(step * 2, WAIT_STEP_MAX_MS)) {
    const counts: number[] = [];
    let refused: { by: TryCounter; why: "blocked" | "full" } | null = null;
    for (const c of counters) {
      const claim = await c.claim(limits.max);
      if (typeof claim !== "string") {
        counts.push(claim.count);
        continue;
      }
      refused = { by: c, why: claim };
      for (const taken of counters.slice(0, counts.length)) await taken.release();
      break;
    }
    if (!refused) return counts;
    if (refused.why === "blocked") return "blocked";
    if (Date.now() > deadline) {
      await refused.by.block(limits.max, limits.blockMs);
      return "blocked";
    }
    await new Promise((r) => setTimeout(r, step * (0.5 + Math.random() / 2)));
  }
}
