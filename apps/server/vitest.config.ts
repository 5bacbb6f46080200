import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // the schema is migrated once per run; every test database starts from that copy
    globalSetup: ["./test/database-image.ts"],
  },
});
