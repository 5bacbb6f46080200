import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { spawnServer } from "../../test/server-process.js";

/**
 * The last line of docs/architecture.md, "Faults": a promise rejection that nobody handled is
 * logged and the process goes on serving. The rejection is made on purpose, by a module loaded
 * into the real server process, when the test sends it SIGUSR2.
 */
const forgetful = `process.on("SIGUSR2", () => { Promise.reject(new Error("a forgotten promise")); });`;

let dataDir = "";
let server: Awaited<ReturnType<typeof spawnServer>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-last-line-"));
  server = await spawnServer({
    DATABASE_URL: "",
    REDIS_URL: "",
    DATA_DIR: dataDir,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=data:text/javascript,${encodeURIComponent(forgetful)}`,
  });
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
  }
  await rm(dataDir, { recursive: true, force: true });
});

it("logs an unhandled rejection and keeps serving", async () => {
  server.child.kill("SIGUSR2");
  await expect.poll(() => server.log(), { timeout: 5000 }).toMatch(/unhandled rejection/);
  expect(server.log()).toMatch(/a forgotten promise/);
  expect(server.child.exitCode).toBeNull();
  const health = (await (await fetch(`${server.url}/healthz`)).json()) as { code: number };
  expect(health.code).toBe(1);
});
