import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/**
 * Starts the product the way `npm start` does after building the web app (`npm run start:server`
 * runs the same file through tsx): the real server process on its embedded PGlite under a fresh DATA_DIR (or the one given, to test restarts).
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "mp-e2e-")));
  const port = await freePort();
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(repoRoot, "apps/server"),
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c) => {
    log += c;
  });
  child.stderr?.on("data", (c) => {
    log += c;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!log.includes("Marketplace is running at")) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true });
