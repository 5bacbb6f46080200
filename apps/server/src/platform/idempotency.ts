import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Ctx, inTransaction } from "./context.js";
import { type PreparedStatement, queryPrepared } from "./db/index.js";
import { AppError } from "./http/index.js";
import { idempotencyKeys } from "./idempotency.tables.js";

export const IDEMPOTENCY_KEY_MAX = 100;

/** The key's two statements, prepared: every payment sends both (bench/README.md, Checkout). */
const CLAIM: PreparedStatement = {
  name: "idempotency_claim_v1",
  text: `insert into idempotency_keys (scope, key, request_hash, response) values ($1, $2, $3, 'null'::jsonb)
          on conflict (scope, key) do nothing returning 1`,
};
const ANSWER: PreparedStatement = {
  name: "idempotency_answer_v1",
  text: "update idempotency_keys set response = $1::jsonb where scope = $2 and key = $3",
};

const STORED: PreparedStatement = {
  name: "idempotency_stored_v1",
  text: "select request_hash, response from idempotency_keys where scope = $1 and key = $2",
};

export const requestHash = (call: string, body: unknown) =>
  createHash("sha256")
    .update(`${call}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");

/**
 * The answer a call with this key already got, when its transaction committed: `{ answer }`; null
 * when the key is new, or its first call is still under way or failed (then the call runs, and
 * `idempotent` queues it behind the first). The same key with another body is refused. A payment
 * asks this before it checks the fund password, so that a client retrying after a lost answer (a
 * process killed, a connection cut) gets the payment's answer without another try of the password,
 * even while its tries are blocked (docs/money.md, idempotency).
 */
export async function storedAnswer(
  ctx: Ctx,
  scope: string,
  key: string | null,
  hash: string,
): Promise<{ answer: unknown } | null> {
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new AppError("bad_request", { field: "Idempotency-Key" });
  const [seen] = await queryPrepared<{ request_hash: string; response: unknown }>(ctx.db, STORED, [scope, key]);
  if (!seen) return null;
  if (seen.request_hash !== hash) throw new AppError("idempotency_conflict");
  return { answer: seen.response };
}

/**
 * Runs a money-moving use case once per (scope, key): the key is stored with the answer in the
 * same transaction as the money moved. A replay with the same body returns the first answer;
 * the same key with another body is refused. A failed call stores nothing, so it may be retried.
 * Without a key the call simply runs in its own transaction.
 *
 * The key is claimed first, by inserting its row: a concurrent call with the same key waits on
 * that row's unique index until the first commits (then finds its answer) or rolls back (then
 * runs itself). Two round trips for a new key: the claim and the answer.
 */
export async function idempotent<T>(
  ctx: Ctx,
  scope: string,
  key: string | null,
  hash: string,
  run: (tx: Ctx) => Promise<T>,
): Promise<T> {
  if (!key) return inTransaction(ctx, run);
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new AppError("bad_request", { field: "Idempotency-Key" });
  return inTransaction(ctx, async (tx) => {
    const claimed = await queryPrepared(tx.db, CLAIM, [scope, key, hash]);
    if (!claimed.length) {
      const [seen] = await tx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!seen || seen.requestHash !== hash) throw new AppError("idempotency_conflict");
      return seen.response as T;
    }
    const result = await run(tx);
    await queryPrepared(tx.db, ANSWER, [JSON.stringify(result ?? null), scope, key]);
    return result;
  });
}
