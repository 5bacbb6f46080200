import type { AddressInfo } from "node:net";
import {
  WS_CLOSE_NOT_BOUND,
  WS_CLOSE_SESSION_ENDED,
  WS_CLOSE_TOO_MANY,
  WS_RECONNECT_MS,
} from "@mp/contracts/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { RealtimeSocket } from "./realtime-socket";

/**
 * The web app's socket against a real websocket server that greets with `init` and then closes
 * with the code under test (the `ws` client stands in for the browser's WebSocket: same API).
 */
describe("RealtimeSocket close codes", () => {
  const g = globalThis as unknown as { WebSocket: unknown; location: unknown };
  const saved = { WebSocket: g.WebSocket, location: g.location };
  beforeAll(() => {
    g.WebSocket = WebSocket;
  });
  afterAll(() => {
    g.WebSocket = saved.WebSocket;
    g.location = saved.location;
  });

  /** a server that closes every connection with `code` right after init; counts the connections */
  async function run(code: number) {
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    let connections = 0;
    server.on("connection", (ws) => {
      connections++;
      ws.send(JSON.stringify({ type: "init", client_id: `id-${connections}` }));
      setTimeout(() => ws.close(code, "test"), 50);
    });
    g.location = { protocol: "http:", host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
    const bound: string[] = [];
    let ended = 0;
    const socket = new RealtimeSocket(
      async (id) => {
        bound.push(id);
      },
      { onSessionEnded: () => ended++ },
    );
    socket.start();
    await new Promise((r) => setTimeout(r, WS_RECONNECT_MS + 600));
    const result = { connections, bound: [...bound], ended, running: socket.running };
    socket.stop();
    await new Promise((r) => server.close(r));
    return result;
  }

  it("treats 4001 as the end of the session: told once, no reconnection", async () => {
    expect(await run(WS_CLOSE_SESSION_ENDED)).toEqual({ connections: 1, bound: ["id-1"], ended: 1, running: false });
  });

  it("does not reconnect after 4002 (it would push out another tab's socket); the session stands", async () => {
    expect(await run(WS_CLOSE_TOO_MANY)).toEqual({ connections: 1, bound: ["id-1"], ended: 0, running: false });
  });

  it("reconnects and binds again after any other close (not bound in time, a restart)", async () => {
    expect(await run(WS_CLOSE_NOT_BOUND)).toEqual({ connections: 2, bound: ["id-1", "id-2"], ended: 0, running: true });
  });
});
