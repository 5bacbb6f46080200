import type { FastifyBaseLogger } from "fastify";
import { type Db, runTransaction } from "./db/index.js";

/**
 * Work to run once a transaction has committed (pushes, mail). `inTransaction` opens the list
 * for its transaction and runs it after the commit; a rollback drops it. Outside such a
 * transaction (autocommit, or a transaction opened directly on the driver) the work runs at once.
 *
 * A task that fails is logged, not thrown: the commit has happened and the answer stands. The list
 * carries the logger of whoever opened it: `inTransaction` passes the request's logger (Fastify's
 * `request.log`, bound to the request id), so the line names the request that queued the task.
 * Passing it along with the list, rather than an AsyncLocalStorage set in a hook, keeps the
 * request explicit (ctx first, no request globals) and needs nothing from the callers of
 * `afterCommit`. Without a request (timers, autocommit) the database handle's logger is used.
 */
type Task = () => unknown;
type Log = Pick<FastifyBaseLogger, "error">;
interface Queue {
  tasks: Task[];
  log: Log | undefined;
}
const pending = new WeakMap<Db, Queue>();
const handleLogs = new WeakMap<Db, Log>();

/** The logger for tasks queued on db (or its transactions) outside a request's transaction. */
export function logAfterCommitFailures(db: Db, log: Log): void {
  handleLogs.set(db, log);
}

const run = (task: Task, log: Log | undefined) =>
  void Promise.resolve()
    .then(task)
    .catch((err: unknown) => log?.error({ err }, "after-commit task failed"));

export function afterCommit(db: Db, task: Task): void {
  const queue = pending.get(db);
  if (queue) queue.tasks.push(task);
  else run(task, handleLogs.get(db));
}

/**
 * Runs fn in a transaction on db and, once it has committed, the tasks registered on it. A failing
 * task is logged on log (the request's, from `inTransaction`), else on db's logger.
 */
export async function transactionWithAfterCommit<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  log: Log | undefined = handleLogs.get(db),
): Promise<T> {
  const queue: Queue = { tasks: [], log };
  // on PostgreSQL a lost connection fails this transaction alone, retried once if it never began
  const result = await runTransaction(db, (tx) => {
    pending.set(tx, queue);
    return fn(tx);
  });
  for (const task of queue.tasks) run(task, log);
  return result;
}

/**
 * Runs fn in a savepoint of tx. What it queues joins tx's list when the savepoint succeeds (so it
 * runs after the outer commit) and is dropped when the savepoint rolls back.
 */
export async function savepointWithAfterCommit<T>(tx: Db, fn: (sp: Db) => Promise<T>): Promise<T> {
  const outer = pending.get(tx);
  const queue: Queue = { tasks: [], log: outer?.log ?? handleLogs.get(tx) };
  const result = await tx.transaction((sp) => {
    pending.set(sp, queue);
    return fn(sp);
  });
  if (outer) outer.tasks.push(...queue.tasks);
  else for (const task of queue.tasks) run(task, queue.log);
  return result;
}
