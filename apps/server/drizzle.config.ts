import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes the next SQL migration from the module table files. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema.ts",
  out: "./migrations",
});
