/**
 * Reads the server's own `/metrics` (prom-client's text) after a case: what an operator's scraper
 * would see of that load. Per route: the requests counted, their mean latency, and the histogram
 * bucket that holds the 50th and 99th percentile (an upper bound, as Prometheus's
 * `histogram_quantile` would place it).
 */
import { randomBytes } from "node:crypto";

/** the token the benchmark's server is started with (`METRICS_TOKEN`) */
export const BENCH_METRICS_TOKEN = randomBytes(18).toString("base64url");

export interface RouteLatency {
  route: string;
  requests: number;
  meanMs: number;
  p50UpToMs: number;
  p99UpToMs: number;
}

const LINE = /^http_request_duration_seconds_(bucket|sum|count)\{([^}]*)\} ([0-9.e+-]+|\+Inf)$/;

/** The routes' latencies from a scrape of `base`/metrics, busiest first. */
export async function scrapeRouteLatencies(base: string): Promise<RouteLatency[]> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const series = new Map<string, { buckets: [number, number][]; sum: number; count: number }>();
  for (const line of (await res.text()).split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...(m[2] as string).matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    const key = `${labels.method} ${labels.route} ${labels.status_code}`;
    const s = series.get(key) ?? { buckets: [], sum: 0, count: 0 };
    series.set(key, s);
    const value = Number(m[3]);
    if (m[1] === "bucket") s.buckets.push([labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(labels.le), value]);
    else if (m[1] === "sum") s.sum = value;
    else s.count = value;
  }
  const upTo = (buckets: [number, number][], count: number, q: number) =>
    (buckets.find(([, n]) => n >= q * count)?.[0] ?? Number.POSITIVE_INFINITY) * 1000;
  return [...series]
    .filter(([, s]) => s.count > 0)
    .map(([route, s]) => {
      const buckets = s.buckets.sort((a, b) => a[0] - b[0]);
      return {
        route,
        requests: s.count,
        meanMs: (s.sum / s.count) * 1000,
        p50UpToMs: upTo(buckets, s.count, 0.5),
        p99UpToMs: upTo(buckets, s.count, 0.99),
      };
    })
    .sort((a, b) => b.requests - a.requests);
}

/** "GET /api/wanlshop/product/lists 200: 14,210 requests, mean 48.2 ms, p50 <= 50 ms, p99 <= 250 ms" */
export const latencyLine = (r: RouteLatency) =>
  `${r.route}: ${r.requests.toLocaleString("en")} requests, mean ${r.meanMs.toFixed(1)} ms, p50 <= ${r.p50UpToMs} ms, p99 <= ${r.p99UpToMs} ms`;
