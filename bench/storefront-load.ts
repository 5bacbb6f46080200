/** bench:storefront's load: autocannon on one case, and waiting for the server to drain after it. */
import autocannon, { type Result } from "autocannon";

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface Measured {
  result: Result;
  /** 2xx answers counted (warm-up excluded) */
  answers: number;
  /** list answers whose page held no goods (undefined: not a list) */
  empty?: number;
  /** 2xx answers whose envelope was not `code: 1` */
  refused: number;
}

/** Warm-up with 10 connections, then the measured run; every request's path comes from makePath. */
export async function measure(
  base: string,
  makePath: () => string,
  opts: LoadOptions,
  list: boolean,
): Promise<Measured> {
  let counting = false;
  const seen = { answers: 0, empty: 0, refused: 0 };
  const requests = [
    {
      method: "GET",
      setupRequest: (req: { path?: string }) => ({ ...req, path: makePath() }),
      onResponse: (status: number, body: string) => {
        if (!counting || status < 200 || status > 299) return;
        seen.answers++;
        // the envelope starts {"code":1,...}; an empty page holds "data":[]
        if (!body.startsWith('{"code":1,')) seen.refused++;
        else if (list && body.includes('"data":[]')) seen.empty++;
      },
    },
  ];
  if (opts.warmupSeconds > 0)
    await autocannon({ url: base, connections: 10, duration: opts.warmupSeconds, requests, timeout: 10 });
  counting = true;
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.seconds,
    requests,
    timeout: 10,
  });
  counting = false;
  return { result, answers: seen.answers, refused: seen.refused, empty: list ? seen.empty : undefined };
}

/**
 * After a case that left the server a backlog (requests the load generator gave up on still hold
 * the pool), waits until two fresh requests in a row answer within 100 ms each, at most 120 s.
 */
export async function waitQuiet(base: string, probe: () => string): Promise<number> {
  const started = Date.now();
  let quick = 0;
  while (quick < 2 && Date.now() - started < 120_000) {
    const t = Date.now();
    try {
      const res = await fetch(base + probe(), { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      quick = Date.now() - t < 100 ? quick + 1 : 0;
    } catch {
      quick = 0; // timed out: still busy
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - started;
}
