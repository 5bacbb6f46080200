/**
 * A small seeded PRNG (mulberry32) so the demo and benchmark catalogues are the same on every
 * run. Not for anything secret.
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max], both included */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** k distinct items in random order (all of them if k >= length) */
  sample<T>(items: readonly T[], k: number): T[];
  /** index chosen with the given relative weights */
  weighted(weights: readonly number[]): number;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    sample<T>(items: readonly T[], k: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.min(k, copy.length));
    },
    weighted(weights: readonly number[]): number {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] as number;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

/** A long-tailed count (most goods sell little, a few sell a lot), between 0 and max. */
export function longTail(rng: Rng, max: number, skew = 2.2): number {
  return Math.floor(Math.exp(rng.next() ** skew * Math.log(max + 1))) - 1;
}
