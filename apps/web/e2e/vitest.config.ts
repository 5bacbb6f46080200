import path from "node:path";
import { defineConfig } from "vitest/config";

/** Browser journeys: the real server as a process, real Chromium, one file at a time. */
export default defineConfig({
  test: {
    name: "e2e",
    root: path.resolve(import.meta.dirname),
    include: ["**/*.e2e.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
