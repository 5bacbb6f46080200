import { defineConfig } from "vitest/config";

/** Projects: `unit` (packages, and the web's DOM-free logic), `server` (API tests through HTTP on a real database). Journeys have their own config. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.ts", "apps/web/build/**/*.test.ts"],
        },
      },
      { extends: "./apps/server/vitest.config.ts", test: { name: "server", root: "./apps/server" } },
    ],
  },
});
