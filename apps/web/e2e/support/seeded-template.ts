import { rm } from "node:fs/promises";
import { startServer } from "./server-process.js";

/**
 * Journeys' global setup: one server start on an empty data folder seeds the demo data (some
 * 20 s); every journey file that asks for a fresh demo server then starts on a copy of that
 * folder (server-process.ts, SEEDED_TEMPLATE_ENV) instead of seeding again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startServer();
  await server.stop();
  process.env.E2E_SEEDED_TEMPLATE = server.dataDir;
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
