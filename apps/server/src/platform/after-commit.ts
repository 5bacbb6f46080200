import type { Db } from "./db/index.js";

/**
 * Work to run once a transaction has committed (pushes, mail). `inTransaction` opens the list
 * for its transaction and runs it after the commit; a rollback drops it. Outside such a
 * transaction (autocommit, or a transaction opened directly on the driver) the work runs at once.
 */
type Task = () => unknown;
const pending = new WeakMap<Db, Task[]>();

const run = (task: Task) =>
  void Promise.resolve()
    .then(task)
    .catch(() => undefined);

export function afterCommit(db: Db, task: Task): void {
  const list = pending.get(db);
  if (list) list.push(task);
  else run(task);
}

/** Runs fn in a transaction on db and, once it has committed, the tasks registered on it. */
export async function transactionWithAfterCommit<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const tasks: Task[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, tasks);
    return fn(tx);
  });
  for (const task of tasks) run(task);
  return result;
}

/**
 * Runs fn in a savepoint of tx. What it queues joins tx's list when the savepoint succeeds (so it
 * runs after the outer commit) and is dropped when the savepoint rolls back.
 */
export async function savepointWithAfterCommit<T>(tx: Db, fn: (sp: Db) => Promise<T>): Promise<T> {
  const tasks: Task[] = [];
  const result = await tx.transaction((sp) => {
    pending.set(sp, tasks);
    return fn(sp);
  });
  const outer = pending.get(tx);
  if (outer) outer.push(...tasks);
  else for (const task of tasks) run(task);
  return result;
}
