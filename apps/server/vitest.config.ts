import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // PGlite: one migrated database image per run, every test database starts from it
    globalSetup: ["./test/pglite-image.ts"],
  },
});
