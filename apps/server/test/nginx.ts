import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Debian's nginx for the deploy example's test (deploy/nginx.conf): found, given the example with
 * its ports swapped for the test's, and run in the foreground on a folder of its own (never the
 * system's service or its files).
 */

const repoRoot = path.resolve(import.meta.dirname, "../../..");
/** the committed example, as an operator copies it */
export const DEPLOY_NGINX_CONF = path.join(repoRoot, "deploy", "nginx.conf");

/** The nginx binary: NGINX_PATH, Debian's /usr/sbin/nginx, or one on PATH. */
export function nginxBinary(): string | null {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx"].filter((c): c is string => !!c);
  for (const c of candidates) if (existsSync(c)) return c;
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** Why nginx cannot be run here, or null. */
export function whyNoNginx(): string | null {
  const bin = nginxBinary();
  if (!bin) return "nginx is not installed (Debian: apt-get install nginx)";
  const v = spawnSync(bin, ["-v"], { encoding: "utf8" });
  return v.status === 0 ? null : `${bin} -v failed: ${v.stderr || v.error?.message}`;
}

/** Replaces `from` by `to` where it occurs exactly once, so a reshaped example fails loudly. */
function swapOnce(text: string, from: string, to: string): string {
  const n = text.split(from).length - 1;
  if (n !== 1) throw new Error(`deploy/nginx.conf: expected "${from}" once, found it ${n} times`);
  return text.replace(from, to);
}

/**
 * The example with the test's ports: the two upstream servers (3001, 3002), the port nginx listens
 * on (80, here on 127.0.0.1 only) and the access log (into the test's folder). Everything else is
 * the committed file, byte for byte.
 */
export function renderSite(
  example: string,
  opts: { upstreams: [number, number]; listen: number; accessLog: string },
): string {
  let s = swapOnce(example, "server 127.0.0.1:3001 ", `server 127.0.0.1:${opts.upstreams[0]} `);
  s = swapOnce(s, "server 127.0.0.1:3002 ", `server 127.0.0.1:${opts.upstreams[1]} `);
  s = swapOnce(s, "listen 80;", `listen 127.0.0.1:${opts.listen};`);
  return swapOnce(s, "/var/log/nginx/marketplace.access.log", opts.accessLog);
}

export interface RunningNginx {
  url: string;
  /** the access log so far (the example's `marketplace` format) */
  accessLog(): Promise<string>;
  /** nginx's own output and error log so far */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: "127.0.0.1" });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/** Starts nginx in the foreground with the example inside a minimal `http { }` of a fresh folder. */
export async function startNginx(opts: { upstreams: [number, number]; listen: number }): Promise<RunningNginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx is not installed");
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-nginx-"));
  // nginx's workers run as another user when the test runs as root: they must reach the folder
  await chmod(dir, 0o755);
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  const site = renderSite(await readFile(DEPLOY_NGINX_CONF, "utf8"), { ...opts, accessLog });
  await writeFile(path.join(dir, "marketplace.conf"), site);
  const temp = (name: string) => path.join(dir, name);
  await writeFile(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      `error_log ${errorLog} notice;`,
      "events { worker_connections 512; }",
      "http {",
      `  client_body_temp_path ${temp("body")};`,
      `  proxy_temp_path ${temp("proxy")};`,
      `  fastcgi_temp_path ${temp("fastcgi")};`,
      `  uwsgi_temp_path ${temp("uwsgi")};`,
      `  scgi_temp_path ${temp("scgi")};`,
      `  include ${path.join(dir, "marketplace.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", errorLog];
  const checked = spawnSync(bin, [...args, "-t"], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t refused the example:\n${checked.stderr}`);

  let out = "";
  const child: ChildProcess = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (c) => {
    out += c;
  });
  child.stderr?.on("data", (c) => {
    out += c;
  });
  const errors = async () => `${out}${await readFile(errorLog, "utf8").catch(() => "")}`;
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(opts.listen))) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${await errors()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${await errors()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${opts.listen}`,
    accessLog: () => readFile(accessLog, "utf8").catch(() => ""),
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
