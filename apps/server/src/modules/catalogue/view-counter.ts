import type { Db } from "../../platform/db/index.js";
import { addViews } from "./goods.repo.js";

/**
 * Product views are counted in memory and written every few seconds, so that reading a product
 * page costs no write. A view count may lag by the flush interval; nothing else depends on it.
 */
export function createViewCounter(db: Db, flushMs = 5000) {
  let pending = new Map<number, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    await addViews(db, batch);
  };
  const timer = setInterval(() => void flush().catch(() => {}), flushMs);
  timer.unref();
  return {
    count(goodsId: number) {
      pending.set(goodsId, (pending.get(goodsId) ?? 0) + 1);
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
