import type { FastifyBaseLogger } from "fastify";
import { savepointWithAfterCommit, transactionWithAfterCommit } from "../../platform/after-commit.js";
import type { Db } from "../../platform/db/index.js";
import { type JobKind, jobDone, jobLater, takeDueJob } from "./jobs.repo.js";

/** Runs one due job in the runner's transaction; false means "not yet": try again a day later. */
export type JobHandler = (db: Db, orderId: number) => Promise<boolean>;

const RETRY_MS = 5 * 60_000;
const NOT_YET_MS = 86_400_000;
const BATCH = 50;

/**
 * Runs due jobs one per transaction, each row taken with `for update skip locked`, so several
 * processes (or a test calling this while the runner polls) never run one job twice. A failing
 * job is retried 5 minutes later with its error kept. Returns how many jobs ran.
 */
export async function runDueJobs(db: Db, handlers: Record<JobKind, JobHandler>, limit = BATCH): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    // notices a job makes are pushed after its commit, and never for a job that failed
    const took = await transactionWithAfterCommit(db, async (tx) => {
      const job = await takeDueJob(tx);
      if (!job) return false;
      try {
        const done = await savepointWithAfterCommit(tx, (sp) => handlers[job.kind](sp, job.order_id));
        if (done) await jobDone(tx, job.id);
        else await jobLater(tx, job.id, NOT_YET_MS);
      } catch (err) {
        await jobLater(tx, job.id, RETRY_MS, String((err as Error).message).slice(0, 500));
      }
      return true;
    });
    if (!took) break;
    ran++;
  }
  return ran;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Polls for due jobs every `intervalMs` until stopped; stop() waits for the run in progress. */
export function startJobRunner(
  db: Db,
  handlers: Record<JobKind, JobHandler>,
  log: FastifyBaseLogger,
  intervalMs = 5_000,
): JobRunner {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    current = runDueJobs(db, handlers)
      .then((n) => n && log.info({ jobs: n }, "order timers ran"))
      .catch((err) => log.error({ err }, "order timers failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
