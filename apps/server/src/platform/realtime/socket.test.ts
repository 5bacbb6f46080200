import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp } from "../../../test/harness.js";

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
});
