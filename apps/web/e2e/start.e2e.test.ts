import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { type ServerProcess, startServer } from "./support/server-process.js";

const post = async (url: string, body: object = {}, token?: string) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: any }>;
};

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/**
 * Issue 2, the README's first command for real: `npm start` from the repository root on a data
 * folder that does not exist yet builds the web app, migrates, seeds, serves the home page and
 * init, and prints the address and the three demo logins; a second `npm start` keeps a user
 * registered in between. Each start is stopped by signalling its process group, and nothing of
 * it may be left running.
 */
describe("starting the product on an empty machine", () => {
  let server: ServerProcess | undefined;
  let parent: string | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  afterAll(async () => {
    await server?.stop();
    if (parent) await rm(parent, { recursive: true, force: true });
    await smtp?.close();
  });

  it("npm start builds, serves the home page and init, prints the demo logins, and keeps data across a restart", async () => {
    smtp = await startSmtpReceiver();
    parent = await mkdtemp(path.join(os.tmpdir(), "mp-start-"));
    const dataDir = path.join(parent, "data"); // a fresh machine: no data folder at all
    expect(await exists(dataDir)).toBe(false);

    server = await startServer({ SMTP_URL: smtp.url }, dataDir, { npmStart: true });
    const first = server.output();
    // it built the web app before starting the server
    expect(first).toMatch(/> npm run build:web && npm run start:server/);
    expect(first).toMatch(/✓ built in [\d.]+m?s/);
    expect(first.indexOf("✓ built in")).toBeLessThan(first.indexOf("Marketplace is running at"));
    // the address (PUBLIC_URL's default) and all three demo logins
    expect(first).toContain(`Marketplace is running at http://localhost:${server.port}`);
    expect(first).toContain(`Database:                PGlite in ${path.join(dataDir, "pglite")}`);
    await expect.poll(() => server?.output()).toMatch(/shopper\s+shopper@demo\.test \/ shopper123/);
    expect(server.output()).toMatch(/merchant\s+merchant@demo\.test \/ merchant123/);
    expect(server.output()).toMatch(/staff\s+admin@demo\.test \/ admin12345/);
    expect(await exists(path.join(dataDir, "pglite"))).toBe(true);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<div id="root">');
    // the page's script is the freshly built one, and it is served
    const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(new URL(script as string, server.url));
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toMatch(/javascript/);
    const deep = await fetch(`${server.url}/privacy_agreement?type=1`);
    expect(await deep.text()).toContain('<div id="root">');
    const init = await post(`${server.url}/api/wanlshop/common/init`);
    expect(init.code).toBe(1);
    expect(init.data.modulesData.categoryModules).toContainEqual({ id: 1, name: "Women's Fashion" });

    expect((await post(`${server.url}/api/ems/send`, { email: "keeper@example.com", event: "register" })).code).toBe(1);
    const captcha = await smtp.codeFor("keeper@example.com");
    const reg = await post(`${server.url}/api/wanlshop/user/register`, {
      email: "keeper@example.com",
      password: "keep-me-1",
      captcha,
    });
    expect(reg.code).toBe(1);

    // stopped like Ctrl-C stops it in a terminal: the whole group gets the signal, the server
    // closes gracefully, and stop() fails if any process of the group is still alive
    await server.stop();
    expect(server.output()).toContain("closing: finishing requests in flight");
    expect(server.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log on the way down
    const firstPort = server.port;
    server = undefined;
    expect((await fetch(`http://127.0.0.1:${firstPort}/healthz`).catch((e: Error) => e)) instanceof Error).toBe(true);

    server = await startServer({ SMTP_URL: smtp.url }, dataDir, { npmStart: true });
    expect(server.output()).toContain(`Database:                PGlite in ${path.join(dataDir, "pglite")}`);
    const login = await post(`${server.url}/api/wanlshop/user/login`, {
      account: "keeper@example.com",
      password: "keep-me-1",
    });
    expect(login.code).toBe(1);
    const info = await post(`${server.url}/api/wanlshop/user/get_userinfo`, {}, login.data.userinfo.token);
    expect(info.data).toMatchObject({ email: "keeper@example.com" });
    const demo = await post(`${server.url}/api/wanlshop/user/login`, {
      account: "shopper@demo.test",
      password: "shopper123",
    });
    expect(demo.code).toBe(1);
    await server.stop();
    server = undefined;
  }, 600_000);
});
