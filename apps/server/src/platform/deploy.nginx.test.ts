import http from "node:http";
import { ERRORS } from "@mp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../seed/index.js";
import { buildCatalogueFixture } from "../../test/catalogue-fixture.js";
import { startNginx, whyNoNginx } from "../../test/nginx.js";
import { freePorts, spawnServer, stopServers } from "../../test/server-process.js";
import { openSocket, type TestSocket } from "../../test/socket-client.js";
import { createScratchDatabase, reportMissing, type ScratchDatabase, whyNoServices } from "../../test/two-processes.js";
import { accountsAdmin } from "../modules/accounts/index.js";
import { openDatabase } from "./db/index.js";
import { UPLOAD_LIMIT_BYTES } from "./http/index.js";
import { WS_CLOSE_SERVICE_RESTART } from "./realtime/socket.js";

/**
 * The deploy example (deploy/): two real server processes on one PostgreSQL and Redis, behind
 * nginx running deploy/nginx.conf itself (only its ports and log path swapped), with the settings
 * of deploy/marketplace.env.example that matter behind it (TRUST_PROXY=127.0.0.1, PUBLIC_URL).
 */
const reason = (await whyNoServices({ redis: true })) ?? whyNoNginx();
reportMissing(reason, "two server processes behind nginx (deploy/)");

type Server = Awaited<ReturnType<typeof spawnServer>>;
interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string; remoteAddress?: string };
}

/** The process's JSON log lines (pino), what crossed the pipe so far. */
const logLines = (s: Server): LogLine[] =>
  s
    .log()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as LogLine);
const incoming = (s: Server, reqId: string) =>
  logLines(s).find((l) => l.reqId === reqId && l.msg === "incoming request");

/** A GET through nginx from a chosen local address (any 127.x address reaches loopback). */
function getFrom(url: string, localAddress: string, headers: Record<string, string>) {
  return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const req = http.get(url, { localAddress, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers["x-request-id"]) }));
    });
    req.on("error", reject);
  });
}

describe.skipIf(reason !== null)("two server processes behind nginx (deploy/)", () => {
  let scratch: ScratchDatabase;
  let a: Server;
  let b: Server;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  const sockets: TestSocket[] = [];

  const post = async (base: string, url: string, body: object, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { code: number; data: any; msg: string }) };
  };
  const login = async (base: string, account: string, password: string) => {
    const r = await post(base, "/api/wanlshop/user/login", { account, password });
    expect(r.code).toBe(1);
    return { token: r.data.userinfo.token as string, id: r.data.userinfo.user_id as number };
  };
  const say = (base: string, token: string, to: number, text: string) =>
    post(base, "/api/wanlshop/chat/send", { to_id: to, message: { type: "text", content: { text } } }, token);
  /** which process's log holds the websocket handshake `reqIds` does not already account for */
  const holderOfSocket = (seen: Set<string>) => {
    const found = [a, b].filter((s) =>
      logLines(s).some((l) => l.req?.url === "/ws" && l.msg === "incoming request" && !seen.has(String(l.reqId))),
    );
    return found.length === 1 ? found[0] : undefined;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_nginx");
    // the two processes' ports and nginx's, picked together so that no two are the same
    const [portA, portB, listen] = (await freePorts(3)) as [number, number, number];
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      DATA_DIR: scratch.dataDir,
      TRUST_PROXY: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${listen}`,
      LOG_LEVEL: "info",
    };
    a = await spawnServer(env, { port: portA }); // migrates the fresh database
    b = await spawnServer(env, { port: portB });
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused" });
    await seedCategories(database.db);
    await buildCatalogueFixture(database.db); // the shop owner a@shops.test
    await accountsAdmin.createUserDirect(database.db, {
      email: "shopper@nginx.test",
      password: "secret123",
      nickname: "shopper",
    });
    await database.close();
    nginx = await startNginx({ upstreams: [portA, portB], listen });
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nginx?.stop();
    await stopServers(a, b);
    await scratch?.drop();
  });

  it("spreads calls over both processes; each answer's X-Request-Id is nginx's, in that process's log and nginx's", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${nginx.url}/healthz`);
      expect(res.status).toBe(200);
      ids.push(String(res.headers.get("x-request-id")));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the server
    await expect.poll(() => ids.every((id) => incoming(a, id) || incoming(b, id)), { timeout: 5000 }).toBe(true);
    const onA = ids.filter((id) => incoming(a, id));
    const onB = ids.filter((id) => incoming(b, id));
    expect(onA.length + onB.length).toBe(ids.length); // each in exactly one process's log
    expect(onA.length).toBeGreaterThan(0);
    expect(onB.length).toBeGreaterThan(0);
    const access = await nginx.accessLog();
    for (const id of ids) expect(access).toContain(`rid=${id}`);
  });

  it("gives the server the client's address: not nginx's, not one the client wrote into X-Forwarded-For", async () => {
    const res = await getFrom(`${nginx.url}/healthz`, "127.0.0.2", { "x-forwarded-for": "198.51.100.7" });
    expect(res.status).toBe(200);
    await expect.poll(() => incoming(a, res.requestId) ?? incoming(b, res.requestId), { timeout: 5000 }).toBeTruthy();
    const line = incoming(a, res.requestId) ?? incoming(b, res.requestId);
    // nginx connects from 127.0.0.1 (trusted); the client's socket was 127.0.0.2
    expect(line?.req?.remoteAddress).toBe("127.0.0.2");
    expect((await nginx.accessLog()).split("\n").find((l) => l.includes(`rid=${res.requestId}`))).toMatch(
      /^127\.0\.0\.2 /,
    );
  });

  it("passes a body as large as the server takes (a 5 MB upload) to the server, and answers a larger one itself in the server's envelope", async () => {
    const shopper = await login(nginx.url, "shopper@nginx.test", "secret123");
    const upload = async (size: number) => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.alloc(size, 0x41)], { type: "image/jpeg" }), "big.jpg");
      const res = await fetch(`${nginx.url}/api/common/upload`, {
        method: "POST",
        headers: { token: shopper.token },
        body: form,
      });
      return {
        status: res.status,
        id: String(res.headers.get("x-request-id")),
        body: (await res.json()) as { time: number },
      };
    };
    const inALog = (id: string) => incoming(a, id) ?? incoming(b, id);
    // one byte over the server's own limit: nginx lets it through, the server refuses it
    const overServer = await upload(UPLOAD_LIMIT_BYTES + 1);
    expect(overServer).toMatchObject({ status: 200, body: { code: 0, error: "body_too_large" } });
    await expect.poll(() => inALog(overServer.id), { timeout: 5000 }).toBeTruthy();
    // over nginx's client_max_body_size: nginx answers alone, with the same envelope
    const overProxy = await upload(6 * 1024 * 1024 + 1);
    expect(overProxy).toMatchObject({
      status: 200,
      body: { code: 0, msg: ERRORS.body_too_large, data: null, error: "body_too_large" },
    });
    expect(Math.abs(overProxy.body.time - Date.now() / 1000)).toBeLessThan(60);
    expect(overProxy.id).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((r) => setTimeout(r, 300)); // a log line would have crossed the pipe by now
    expect(inALog(overProxy.id)).toBeUndefined();
  });

  it("carries a websocket: it connects and binds through nginx and gets a chat sent through the other process; when its process stops (SIGTERM) it closes with 1012, nginx answers every call meanwhile, and the socket reconnects to the survivor", async () => {
    const merchant = await login(nginx.url, "a@shops.test", "owner-pass");
    const shopper = await login(nginx.url, "shopper@nginx.test", "secret123");
    const before = new Set(
      [a, b].flatMap((s) => logLines(s).filter((l) => l.req?.url === "/ws")).map((l) => String(l.reqId)),
    );
    const s = await openSocket(`${nginx.url.replace("http", "ws")}/ws`, {
      localAddress: "127.0.0.2",
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    sockets.push(s);
    expect((await post(nginx.url, "/api/wanlshop/chat/shake", { client_id: s.clientId }, merchant.token)).code).toBe(1);
    await expect.poll(() => holderOfSocket(before), { timeout: 5000 }).toBeTruthy();
    const holder = holderOfSocket(before) as Server;
    const other = holder === a ? b : a;
    // the handshake reached the server as every other call does: nginx's request id, the client's address
    const handshake = logLines(holder).find(
      (l) => l.req?.url === "/ws" && l.msg === "incoming request" && !before.has(String(l.reqId)),
    );
    expect(handshake?.reqId).toMatch(/^[0-9a-f]{32}$/);
    expect(handshake?.req?.remoteAddress).toBe("127.0.0.2");

    // a chat sent straight to the process that does not hold the socket reaches it through Redis
    const sent = await say(other.url, shopper.token, merchant.id, "through the other process");
    expect(sent.code).toBe(1);
    expect((await s.next("chat", (f) => f.id === sent.data.id, 2000)).message.content.text).toBe(
      "through the other process",
    );

    // the socket's process is stopped as systemd stops it; calls through nginx go on meanwhile
    const statuses: number[] = [];
    let calling = true;
    const calls = (async () => {
      while (calling) {
        statuses.push((await fetch(`${nginx.url}/healthz`)).status);
        statuses.push((await post(nginx.url, "/api/wanlshop/user/get_userinfo", {}, shopper.token)).status);
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    await stopServers(holder);
    expect(await s.closed).toBe(WS_CLOSE_SERVICE_RESTART);
    await new Promise((r) => setTimeout(r, 500));
    calling = false;
    await calls;
    expect(statuses.length).toBeGreaterThan(4);
    expect(statuses.filter((st) => st !== 200)).toEqual([]);
    expect((await fetch(`${nginx.url}/readyz`)).status).toBe(200);

    // the web app reconnects after 1012: nginx sends the new socket to the running process
    const again = await openSocket(`${nginx.url.replace("http", "ws")}/ws`);
    sockets.push(again);
    expect(
      (await post(nginx.url, "/api/wanlshop/chat/shake", { client_id: again.clientId }, merchant.token)).code,
    ).toBe(1);
    const later = await say(nginx.url, shopper.token, merchant.id, "after the restart");
    expect(later.code).toBe(1);
    await again.next("chat", (f) => f.id === later.data.id, 2000);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/healthz`);
      const id = String(res.headers.get("x-request-id"));
      await expect.poll(() => incoming(other, id), { timeout: 5000 }).toBeTruthy();
    }
  });
});
