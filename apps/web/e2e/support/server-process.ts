import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../../../..");

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
  port: number;
  dataDir: string;
  output: () => string;
  /**
   * Stops the server (SIGTERM) and waits for it to exit; answers its exit code (null when it
   * ended by the signal). With `npmStart`, the whole process group is signalled and this waits
   * until none of its processes is left, failing if one survives.
   */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /**
   * Run the README's first command, `npm start` from the repository root (build the web app,
   * then the server through `npm run start:server`), instead of the server file alone. Only
   * DATABASE_URL and REDIS_URL (blank), PORT, HOST (127.0.0.1) and DATA_DIR are set besides `env`, so the rest
   * is the product's own defaults.
   */
  npmStart?: boolean;
  /** how long to wait for "Marketplace is running at" (default 90 s; 240 s with npmStart) */
  startTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

function groupListing(pid: number): string {
  try {
    return execFileSync("ps", ["-o", "pid,ppid,stat,args", "-g", String(pid)], { encoding: "utf8" });
  } catch {
    return "";
  }
}

/** The servers this journey file started that have not exited (a failed step prints their last lines). */
export const runningServers = new Set<ServerProcess>();

/**
 * Starts the product the way `npm start` does after building the web app (`npm run start:server`
 * runs the same file through tsx): the real server process on its embedded PGlite under a fresh
 * DATA_DIR (or the one given, to test restarts). With `{ npmStart: true }` it runs `npm start`
 * itself, as a process group of its own (npm -> sh -> npm -> ... -> node).
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "mp-e2e-")));
  // a fresh demo server starts on a copy of the data the global setup seeded (seeded-template.ts)
  const template = process.env.E2E_SEEDED_TEMPLATE;
  const history = (env.SEED_HISTORY_DAYS ?? "0") !== "0";
  if (!dataDir && template && !options.npmStart && (env.SEED ?? "demo") === "demo" && !history)
    await cp(template, dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  // Each journey's server is the one-process product on its own embedded database, with no Redis
  // either: journey files run side by side, and two servers on the same demo data sharing CI's
  // Redis would share its per-address limits and cached entries (the wallet journey lost its pages)
  const base = {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    // journeys start from the demo catalogue with no month of orders behind it (their counts and
    // the demo merchant's bond refund depend on it); the history's own journey asks for one
    SEED_HISTORY_DAYS: "0",
  };
  const child: ChildProcess = options.npmStart
    ? spawn("npm", ["start"], {
        cwd: repoRoot,
        env: { ...base, ...env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      })
    : spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
        cwd: path.join(repoRoot, "apps/server"),
        env: { ...base, PUBLIC_URL: url, LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
  child.stdout?.on("data", (c) => {
    log += c;
  });
  child.stderr?.on("data", (c) => {
    log += c;
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${options.npmStart ? "npm start" : "the server"}`);

  async function stop(): Promise<number | null> {
    if (!options.npmStart) {
      if (ended()) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    }
    if (groupAlive(pid as number)) process.kill(-(pid as number), "SIGTERM");
    const code = await exited;
    const deadline = Date.now() + 20_000;
    while (groupAlive(pid as number)) {
      if (Date.now() > deadline) {
        const left = groupListing(pid as number);
        process.kill(-(pid as number), "SIGKILL");
        throw new Error(`npm start left processes running 20 s after SIGTERM:\n${left}`);
      }
      await sleep(100);
    }
    return code;
  }

  const deadline = Date.now() + (options.startTimeoutMs ?? (options.npmStart ? 300_000 : 180_000));
  while (!log.includes("Marketplace is running at")) {
    const failure = ended()
      ? `${options.npmStart ? "npm start" : "server"} exited early`
      : Date.now() > deadline
        ? `${options.npmStart ? "npm start" : "server"} did not start in time`
        : null;
    if (failure) {
      // leave nothing running behind a failed start
      await stop().catch(() => {});
      throw new Error(`${failure}:\n${log}`);
    }
    await sleep(200);
  }
  // the banner is printed in one write; wait for its last line (the demo logins, when seeded)
  await sleep(100);
  const server: ServerProcess = { url, port, dataDir: dir, output: () => log, stop };
  runningServers.add(server);
  void exited.then(() => runningServers.delete(server));
  return server;
}

export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true });
