import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Projects: `unit` (packages, and the web's DOM-free logic), `server` (API tests through HTTP on a
 * real database), `web` (the web app's components in jsdom, the API answered by MSW handlers:
 * apps/web/src/test). Journeys have their own config.
 */
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
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // antd's first render of a screen in jsdom takes a while on a shared two-core machine
          testTimeout: 20_000,
        },
      },
    ],
  },
});
