import { WS_CLOSE_NOT_BOUND, WS_CLOSE_SESSION_ENDED, WS_CLOSE_TOO_MANY } from "@mp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { createStaff } from "../../modules/staff/index.js";
import { bindStaffSocket, bindUserSocket, extendStaffSockets, pushToStaff, pushToUser, usersOnline } from "./index.js";

const PUBLIC = "https://shop.example";
const EXTRA = "http://localhost:5173";

describe("websocket /ws", () => {
  let t: TestApp;
  let url = "";
  const sockets: TestSocket[] = [];
  const open = async () => {
    const s = await openSocket(url);
    sockets.push(s);
    return s;
  };
  const login = async (email: string) => {
    await accountsAdmin.createUserDirect(t.database.db, {
      email,
      password: "secret123",
      nickname: email.split("@")[0] as string,
    });
    const r = await t.post("/api/wanlshop/user/login", { account: email, password: "secret123" });
    return { token: r.data.userinfo.token as string, id: r.data.userinfo.user_id as number };
  };
  const shake = (s: TestSocket, token: string) =>
    t.post("/api/wanlshop/chat/shake", { client_id: s.clientId }, { token });
  /** what a socket has received, but init and pong */
  const privateFrames = (s: TestSocket) => s.frames.filter((f) => f.type !== "init" && f.type !== "pong");
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: PUBLIC,
      PUBLIC_ORIGINS: EXTRA,
      WS_BIND_GRACE_MS: "1500",
      WS_MAX_PER_USER: "3",
      WS_MAX_PER_ADDRESS: "12",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it("greets with init and a 256-bit client id, and answers pings", async () => {
    const ws = new WebSocket(url);
    const frames: { type: string; client_id?: string }[] = [];
    ws.on("message", (m) => frames.push(JSON.parse(String(m))));
    await new Promise((r) => ws.once("open", r));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toMatchObject({ type: "init", client_id: expect.stringMatching(/^[0-9a-f]{64}$/) });
    ws.send(JSON.stringify({ type: "ping" }));
    ws.send("not json");
    await expect.poll(() => frames.length).toBe(2);
    expect(frames[1]).toEqual({ type: "pong" });
    ws.close();
  });

  it("gives every socket a different client id, with about 4 bits of entropy per hex digit", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, async () => (await open()).clientId));
    expect(new Set(ids).size).toBe(8);
    const digits = ids.join("");
    const counts = new Map<string, number>();
    for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
    const entropy = -[...counts.values()].reduce((h, n) => h + (n / digits.length) * Math.log2(n / digits.length), 0);
    expect(entropy).toBeGreaterThan(3.8); // 512 hex digits of random bytes: close to 4
    for (const s of sockets.splice(0)) s.close();
  });

  it("closes a socket that sends a frame over the size limit", async () => {
    const ws = new WebSocket(url);
    await new Promise((r) => ws.once("open", r));
    const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
    ws.send("x".repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });

  it("accepts the site's origins and clients without one; refuses another origin with 403 before upgrading", async () => {
    for (const origin of [PUBLIC, EXTRA, undefined]) {
      const ws = new WebSocket(url, origin ? { origin } : {});
      const first = await new Promise<string>((resolve, reject) => {
        ws.once("message", (m) => resolve(JSON.parse(String(m)).type));
        ws.once("error", reject);
      });
      expect(first).toBe("init");
      ws.close();
    }
    for (const origin of ["https://evil.example", "http://localhost:3000", "null", "https://shop.example.evil.test"]) {
      const ws = new WebSocket(url, { origin });
      ws.on("error", () => {});
      const status = await new Promise<number>((resolve) => {
        ws.once("unexpected-response", (req, res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        ws.once("open", () => resolve(101));
      });
      expect(status, origin).toBe(403);
    }
  });

  it("closes a socket that is not bound within the grace period (4003); a bound one stays", async () => {
    const me = await login("grace@rt.test");
    const idle = await open();
    const bound = await open();
    expect((await shake(bound, me.token)).code).toBe(1);
    expect(await idle.closed).toBe(WS_CLOSE_NOT_BOUND);
    await pause(300);
    expect(bound.ws.readyState).toBe(WebSocket.OPEN);
    bound.close();
  });

  it("never rebinds a socket to another user: the shake is refused and the socket gets only its owner's frames; the owner may shake again", async () => {
    const owner = await login("owner@rt.test");
    const intruder = await login("intruder@rt.test");
    const s = await open();
    expect((await shake(s, owner.token)).code).toBe(1);
    expect(await shake(s, intruder.token)).toMatchObject({
      code: 0,
      error: "socket_taken",
      msg: "This connection is signed in to another account",
    });
    const again = await t.post("/api/wanlshop/user/login", { account: "owner@rt.test", password: "secret123" });
    expect((await shake(s, again.data.userinfo.token)).code).toBe(1); // same user, second session
    expect((await shake(s, owner.token)).code).toBe(1);
    await pushToUser(intruder.id, { type: "notice", n: 1 });
    await pushToUser(owner.id, { type: "notice", n: 2 });
    await s.next("notice", (f) => f.n === 2);
    await pause(100);
    expect(privateFrames(s).map((f) => f.n)).toEqual([2]);
    expect(await usersOnline([owner.id, intruder.id])).toEqual([true, false]);
    s.close();
  });

  it("refuses a staff shake of a user's socket and a user shake of a staff socket", async () => {
    await createStaff(t.database.db, { email: "desk@rt.test", name: "Desk", role: "support", password: "desk-pass-1" });
    const staff = (await t.post("/api/admin/auth/login", { account: "desk@rt.test", password: "desk-pass-1" })).data
      .token as string;
    const user = await login("mixed@rt.test");
    const userSocket = await open();
    expect((await shake(userSocket, user.token)).code).toBe(1);
    expect(
      await t.post("/api/admin/support/shake", { client_id: userSocket.clientId }, { token: staff }),
    ).toMatchObject({ error: "socket_taken" });
    const staffSocket = await open();
    expect((await t.post("/api/admin/support/shake", { client_id: staffSocket.clientId }, { token: staff })).code).toBe(
      1,
    );
    expect(await shake(staffSocket, user.token)).toMatchObject({ error: "socket_taken" });
    userSocket.close();
    // staff logout closes the socket bound with that session
    expect((await t.post("/api/admin/auth/logout", {}, { token: staff })).code).toBe(1);
    expect(await staffSocket.closed).toBe(WS_CLOSE_SESSION_ENDED);
  });

  it("logout closes (4001) only the sockets of that session; the user's other session keeps its socket and frames", async () => {
    const first = await login("two@rt.test");
    const second = (await t.post("/api/wanlshop/user/login", { account: "two@rt.test", password: "secret123" })).data
      .userinfo.token as string;
    const a = await open();
    const b = await open();
    expect((await shake(a, first.token)).code).toBe(1);
    expect((await shake(b, second)).code).toBe(1);
    expect((await t.post("/api/wanlshop/user/logout", {}, { token: first.token })).code).toBe(1);
    expect(await a.closed).toBe(WS_CLOSE_SESSION_ENDED);
    await pushToUser(first.id, { type: "notice", n: 7 });
    await b.next("notice", (f) => f.n === 7);
    expect(privateFrames(a)).toEqual([]);
    b.close();
  });

  it("a password change closes every socket of the user, of every session (4001)", async () => {
    const me = await login("pwd@rt.test");
    const other = (await t.post("/api/wanlshop/user/login", { account: "pwd@rt.test", password: "secret123" })).data
      .userinfo.token as string;
    const a = await open();
    const b = await open();
    expect((await shake(a, me.token)).code).toBe(1);
    expect((await shake(b, other)).code).toBe(1);
    expect((await t.post("/api/ems/send", { event: "changepwd" }, { token: me.token })).code).toBe(1);
    const captcha = await t.smtp.codeFor("pwd@rt.test", t.smtp.mails.length - 1);
    const changed = await t.post(
      "/api/wanlshop/user/changepwd",
      { newpassword: "new-secret-1", captcha },
      { token: me.token },
    );
    expect(changed.code).toBe(1);
    expect(await a.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await b.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(privateFrames(a)).toEqual([]);
  });

  it("a lock closes every socket of the user (4001), which then receives nothing", async () => {
    const me = await login("locked@rt.test");
    const a = await open();
    expect((await shake(a, me.token)).code).toBe(1);
    await accountsAdmin.setUserLocked(t.database.db, me.id, true);
    expect(await a.closed).toBe(WS_CLOSE_SESSION_ENDED);
    await pushToUser(me.id, { type: "notice", n: 1 });
    await pause(100);
    expect(privateFrames(a)).toEqual([]);
  });

  it("closes a socket when the token it was bound with expires (4001)", async () => {
    const s = await open();
    await bindUserSocket(s.clientId, 9101, { tokenHash: "t-9101", expiresAt: new Date(Date.now() + 400) });
    await pushToUser(9101, { type: "notice", n: 1 });
    await s.next("notice");
    expect(await s.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await usersOnline([9101])).toEqual([false]);
  });

  it("keeps a staff socket open while its session's idle end moves on, and closes it (4001) at the end it reached", async () => {
    const s = await open();
    const bound = Date.now();
    await bindStaffSocket(s.clientId, 9201, { tokenHash: "t-9201", expiresAt: new Date(bound + 400) });
    await extendStaffSockets(9201, { tokenHash: "another session", expiresAt: new Date(bound + 5000) });
    await extendStaffSockets(9201, { tokenHash: "t-9201", expiresAt: new Date(bound + 1200) });
    await pause(700); // past the end it was bound with
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    await pushToStaff({ type: "support", n: 1 }, 9201);
    await s.next("support");
    expect(await s.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(Date.now() - bound).toBeGreaterThanOrEqual(1150);
  });

  it("caps sockets per user (the oldest closes, 4002) and per address (the new one closes, 4002)", async () => {
    const me = await login("many@rt.test");
    const mine: TestSocket[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await open();
      expect((await shake(s, me.token)).code).toBe(1);
      mine.push(s);
    }
    expect(await mine[0]?.closed).toBe(WS_CLOSE_TOO_MANY);
    for (const s of mine.slice(1)) expect(s.ws.readyState).toBe(WebSocket.OPEN);
    for (const s of mine) s.close();
    await expect.poll(() => sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length).toBe(0);

    const crowd: TestSocket[] = [];
    for (let i = 0; i < 12; i++) crowd.push(await open());
    const extra = new WebSocket(url);
    const frames: string[] = [];
    extra.on("message", (m) => frames.push(String(m)));
    const code = await new Promise<number>((r) => extra.once("close", (c) => r(c)));
    expect(code).toBe(WS_CLOSE_TOO_MANY);
    expect(frames).toEqual([]); // no client id for it
    crowd[0]?.close();
    await crowd[0]?.closed;
    expect((await open()).clientId).toHaveLength(64); // room again once one left
    for (const s of crowd) s.close();
  });
});
