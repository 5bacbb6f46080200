import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { openSocket } from "../../../test/socket-client.js";
import { WS_CLOSE_SERVICE_RESTART } from "./socket.js";

/** A process that shuts down tells its websockets to reconnect (elsewhere) rather than just dropping them. */
describe("closing the server", () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it("closes every open websocket with 1012 (service restart), the reconnect hint", async () => {
    const port = (t.app.server.address() as { port: number }).port;
    const a = await openSocket(`ws://127.0.0.1:${port}/ws`);
    const b = await openSocket(`ws://127.0.0.1:${port}/ws`);
    closed = true;
    await t.close();
    expect(await a.closed).toBe(WS_CLOSE_SERVICE_RESTART);
    expect(await b.closed).toBe(1012);
  });
});
