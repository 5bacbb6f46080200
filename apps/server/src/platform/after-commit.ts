import type { Db } from "./db/index.js";

/**
 * Work to run once a transaction has committed (pushes, mail). `inTransaction` opens the list
 * for its transaction and runs it after the commit; a rollback drops it. Outside such a
 * transaction (autocommit, or a transaction opened directly on the driver) the work runs at once.
 */
type Task = () => unknown;
const pending = new WeakMap<Db, Task[]>();

export function afterCommit(db: Db, task: Task): void {
  const list = pending.get(db);
  if (list) list.push(task);
  else
    void Promise.resolve()
      .then(task)
      .catch(() => undefined);
}

/** Runs fn in a transaction on db and, once it has committed, the tasks registered on it. */
export async function transactionWithAfterCommit<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const tasks: Task[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, tasks);
    return fn(tx);
  });
  for (const task of tasks)
    void Promise.resolve()
      .then(task)
      .catch(() => undefined);
  return result;
}
