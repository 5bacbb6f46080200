import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..");

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

/** `n` different free ports (all held at once while they are picked, so none is given twice). */
export async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const srv = net.createServer();
          srv.listen(0, "127.0.0.1", () => resolve(srv));
          srv.on("error", reject);
        }),
    ),
  );
  const ports = servers.map((srv) => (srv.address() as net.AddressInfo).port);
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
  return ports;
}

/** The real server as a child process (for restarts and kills), on the given environment (and port). */
export async function spawnServer(env: Record<string, string>, opts: { port?: number } = {}) {
  const port = opts.port ?? (await freePort());
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED: "none", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c) => {
    log += c;
  });
  child.stderr?.on("data", (c) => {
    log += c;
  });
  const deadline = Date.now() + 100_000;
  while (!log.includes("Marketplace is running at")) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url: `http://127.0.0.1:${port}`, log: () => log };
}

/** Runs an npm script of the server package and returns its exit code and output. */
export function runScript(script: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn("npm", ["run", "--silent", script], { cwd: serverDir, env: { ...process.env, ...env } });
    let out = "";
    p.stdout.on("data", (c) => {
      out += c;
    });
    p.stderr.on("data", (c) => {
      out += c;
    });
    p.on("exit", (code) => resolve({ code, out }));
  });
}

/** Stops spawned servers (SIGTERM: they finish what is in flight) and waits until each has exited. */
export async function stopServers(...servers: ({ child: ChildProcess } | undefined)[]): Promise<void> {
  await Promise.all(
    servers.map((s) => {
      if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((r) => s.child.once("exit", r));
      s.child.kill("SIGTERM");
      return exited;
    }),
  );
}
