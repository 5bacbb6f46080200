import { availableParallelism } from "node:os";

/** Runs at most `limit` of the given hash computations at once; the rest wait their turn. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function gate<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Login passwords (argon2id at ~25 ms of CPU each, on libuv's threads): at most cores - 1 at once,
 * so one core is left to the event loop and a burst of logins cannot starve every other request
 * (measured in bench/README.md: with four hashing threads on two cores, placing an order took ten
 * times longer and more). Only the hashing waits here, never a database round trip.
 */
export const hashGate = createGate(Math.max(1, availableParallelism() - 1));

/**
 * Payment passwords (keyed argon2id at ~0.5 ms, pin.ts): as many as libuv has threads. One at a
 * time made the gate itself the limit of payments on a busy machine (a thread waiting for a core
 * between two half-millisecond hashes; bench/README.md, checkout).
 */
export const pinGate = createGate(4);
