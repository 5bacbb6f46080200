import { text } from "@mp/texts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/index.js";
import { notify } from "../messages/index.js";
import { type JobHandler, type JobRunner, runDueJobs, startJobRunner } from "./jobs.js";
import type { JobKind } from "./jobs.repo.js";
import { cancelOrderTx, confirmReceiptTx, lockOrder, settleOrderTx } from "./order-moves.js";
import { ORDER_STATE } from "./order-state.js";
import { durationText, orderTimers } from "./order-timers.js";

/** The order timers of docs/rules.md. */
export const ORDER_JOB_HANDLERS: Record<JobKind, JobHandler> = {
  async unpaid_cancel(db, orderId) {
    const o = await lockOrder(db, orderId);
    if (o.state !== ORDER_STATE.UNPAID) return true;
    const wait = durationText((await orderTimers(db)).unpaid_cancel_minutes);
    await cancelOrderTx(db, o, "system", { by: "timer", wait });
    return true;
  },
  async auto_confirm(db, orderId) {
    const o = await lockOrder(db, orderId);
    if (o.state !== ORDER_STATE.TO_RECEIVE) return true;
    const after = durationText((await orderTimers(db)).auto_confirm_minutes);
    await confirmReceiptTx(db, o, text("event.received_auto", { after }));
    await notify(db, {
      userId: o.userId,
      kind: "logistics",
      text: text("notice.receipt_confirmed_auto", { order_no: o.orderNo, after }),
      modules: "order",
      modulesId: o.id,
    });
    return true;
  },
  settle: async (db, orderId) => settleOrderTx(db, await lockOrder(db, orderId)),
};

/** Runs the order timers that are due now (the runner calls this; tests call it after moving due dates). */
export const runOrderJobs = (db: Db, limit?: number) => runDueJobs(db, ORDER_JOB_HANDLERS, limit);

export const startOrderJobs = (db: Db, log: FastifyBaseLogger, intervalMs?: number): JobRunner =>
  startJobRunner(db, ORDER_JOB_HANDLERS, log, intervalMs);
