import { availableParallelism } from "node:os";

/**
 * At most this many payment-password checks (argon2id, ~30 ms of CPU each, on libuv's threads)
 * run at once: one core is left to the event loop, so a burst of payments cannot starve every
 * other request (measured in bench/README.md: with four hashing threads on two cores, placing an
 * order took ten times longer and more). Payments beyond it wait their turn.
 */
const LIMIT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

export async function hashGate<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
