import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { freePort } from "../../../test/server-process.js";

/**
 * An SMTP server that is down, drops the connection or never answers (docs/architecture.md,
 * "Faults"): the request that mails a code answers the envelope's server fault, the code is
 * withdrawn so the user may ask again at once, and the server keeps serving. Between each case
 * the door to the real SMTP receiver is opened again and the same request succeeds.
 */
type Mode = "closed" | "drop" | "hangup" | "mute" | "relay";

let t: TestApp;
let mode: Mode = "relay";
let door: net.Server | null = null;
let port = 0;
const open = new Set<net.Socket>();

/** The SMTP server the app talks to: a door that relays to the real receiver, or fails as told. */
const openDoor = async () => {
  door = net.createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => {});
    if (mode === "drop") return socket.destroy();
    if (mode === "mute") return; // accepts, never greets
    if (mode === "hangup") {
      socket.write("220 door ESMTP\r\n");
      socket.once("data", () => socket.destroy()); // gone after EHLO
      return;
    }
    const target = new URL(t.smtp.url);
    const upstream = net.connect(Number(target.port), target.hostname);
    open.add(upstream);
    upstream.on("close", () => {
      open.delete(upstream);
      socket.destroy();
    });
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((r) => door?.listen(port, "127.0.0.1", r));
};
const closeDoor = async () => {
  for (const s of open) s.destroy();
  await new Promise((r) => door?.close(r));
  door = null;
};

const send = (email: string) => t.post("/api/ems/send", { email, event: "register" });

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    // short waits, so the mute server's case takes a second (the defaults are in mailer.ts)
    SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=500&socketTimeout=1500&connectionTimeout=1500`,
  });
  await openDoor();
});
afterAll(async () => {
  await closeDoor();
  await t.close();
});

describe("mail when the SMTP server fails", () => {
  it("sends through the door while the SMTP server answers", async () => {
    expect((await send("first@mail.test")).code).toBe(1);
    expect(await t.smtp.codeFor("first@mail.test")).toMatch(/^\d{6}$/);
  });

  it.each([
    ["nothing listens", "closed"],
    ["the server drops the connection at once", "drop"],
    ["the server hangs up after its greeting", "hangup"],
    ["the server never greets", "mute"],
  ] as const)("answers a server fault when %s, and sends again once it is back", async (_what, failure) => {
    const email = `${failure}@mail.test`;
    if (failure === "closed") await closeDoor();
    else mode = failure;
    const refused = await send(email);
    expect(refused).toMatchObject({ code: 0, error: "server_error" });
    expect(t.smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    // the server keeps serving meanwhile
    expect((await t.get("/healthz")).code).toBe(1);

    mode = "relay";
    if (!door) await openDoor();
    // the failed code was withdrawn: no 60 s wait before asking again
    expect((await send(email)).code).toBe(1);
    expect(await t.smtp.codeFor(email)).toMatch(/^\d{6}$/);
  });
});
