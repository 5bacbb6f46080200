import { availableParallelism } from "node:os";

/**
 * At most this many argon2id computations (a login password check costs ~25 ms of CPU on libuv's
 * threads) run at once: one core is left to the event loop, so a burst of logins or payments
 * cannot starve every other request (measured in bench/README.md: with four hashing threads on
 * two cores, placing an order took ten times longer and more). Hashes beyond it wait their turn.
 * Only the hashing waits here, never a database round trip.
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
