import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { bindUserSocket, pushToUser, usersOnline } from "./index.js";

describe("websocket /ws", () => {
  let t: TestApp;
  let url = "";
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
  });
  afterAll(() => t.close());

  it("greets with init and a client id, and answers pings", async () => {
    const ws = new WebSocket(url);
    const frames: { type: string; client_id?: string }[] = [];
    ws.on("message", (m) => frames.push(JSON.parse(String(m))));
    await new Promise((r) => ws.once("open", r));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toMatchObject({ type: "init", client_id: expect.stringMatching(/^[0-9a-f]{20}$/) });
    ws.send(JSON.stringify({ type: "ping" }));
    ws.send("not json");
    await expect.poll(() => frames.length).toBe(2);
    expect(frames[1]).toEqual({ type: "pong" });
    ws.close();
  });

  it("closes a socket that sends a frame over the size limit", async () => {
    const ws = new WebSocket(url);
    await new Promise((r) => ws.once("open", r));
    const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
    ws.send("x".repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });

  it("moves a socket to the user of its latest bind: the earlier user's frames no longer reach it", async () => {
    const ws = new WebSocket(url);
    const frames: { type: string; client_id?: string; n?: number }[] = [];
    ws.on("message", (m) => frames.push(JSON.parse(String(m))));
    await expect.poll(() => frames.length).toBe(1);
    const clientId = frames[0]?.client_id as string;
    await bindUserSocket(clientId, 9001);
    await pushToUser(9001, { type: "notice", n: 1 });
    await expect.poll(() => frames.length).toBe(2);
    await bindUserSocket(clientId, 9002);
    await pushToUser(9001, { type: "notice", n: 2 });
    await pushToUser(9002, { type: "notice", n: 3 });
    await expect.poll(() => frames.length).toBe(3);
    expect(frames.slice(1).map((f) => f.n)).toEqual([1, 3]);
    expect(await usersOnline([9001, 9002])).toEqual([false, true]);
    ws.close();
  });
});
