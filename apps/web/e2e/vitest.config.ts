import path from "node:path";
import { defineConfig } from "vitest/config";

/** Browser journeys: the real server as a process, real Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: "e2e",
    root: path.resolve(import.meta.dirname),
    include: ["**/*.e2e.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000, // a beforeAll starts the server (it seeds the demo catalogue) and Chromium
    fileParallelism: false,
    // the demo data is seeded once; each file's server starts on a copy (support/seeded-template.ts)
    globalSetup: ["./support/seeded-template.ts"],
    pool: "forks",
  },
});
