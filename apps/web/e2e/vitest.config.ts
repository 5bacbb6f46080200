import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname);
/** `npm start` builds the web app again, so its journey runs before the others, alone. */
const startJourney = "start.e2e.test.ts";
/**
 * Journey files run this many at a time (E2E_WORKERS, default 2). Each starts its own server on
 * its own data folder, without Redis, and its own Chromium, so they share nothing: two at a time
 * take about 14 minutes here instead of 25. The wallet journey's last steps failed this way in
 * earlier runs; when it happened again, the failure report (support/failure-pictures.ts) showed
 * its server refusing connections: it had been stopped from outside, by a developer's probe
 * restarting its own server with a broad `pkill`. See bench/README.md for the runs since.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

const journey = {
  root,
  testTimeout: 120_000,
  hookTimeout: 240_000, // a beforeAll starts the server (it seeds the demo catalogue) and Chromium
  pool: "forks" as const,
  // A journey asserts what the person ends up seeing, not how fast (speed is bench/'s business):
  // a poll waits up to 10 s, not vitest's 1 s. A tap on a page the server drew is held until the
  // app has taken the page over (src/boot.ts), which on a busy machine can take more than a second.
  expect: { poll: { timeout: 10_000 } },
  setupFiles: ["./support/failure-pictures.ts"], // a failed step pictures each page it watches
};

/** Browser journeys: the real server as a process, real Chromium. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...journey,
          name: "e2e-start",
          include: [startJourney],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journey,
          name: "e2e",
          include: ["**/*.e2e.test.ts"],
          exclude: [startJourney, "**/node_modules/**"],
          sequence: { groupOrder: 1 },
          maxWorkers: workers,
          // the demo data is seeded once; each file's server starts on a copy (support/seeded-template.ts)
          globalSetup: ["./support/seeded-template.ts"],
        },
      },
    ],
  },
});
