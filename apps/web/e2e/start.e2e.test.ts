import { afterAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const post = async (url: string, body: object = {}, token?: string) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: any }>;
};

/** Issue 2: a fresh start serves the home page and init; a restart keeps a registered user. */
describe("starting the product on an empty machine", () => {
  let server: ServerProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  afterAll(async () => {
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
  });

  it("serves the home page and init, prints the demo logins, and keeps data across a restart", async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url });
    expect(server.output()).toMatch(/shopper\s+shopper@demo\.test \/ shopper123/);
    expect(server.output()).toMatch(/staff\s+admin@demo\.test \/ admin12345/);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deep = await fetch(`${server.url}/privacy_agreement?type=1`);
    expect(await deep.text()).toContain('<div id="root">');
    expect((await post(`${server.url}/api/wanlshop/common/init`)).code).toBe(1);

    expect((await post(`${server.url}/api/ems/send`, { email: "keeper@example.com", event: "register" })).code).toBe(1);
    const captcha = await smtp.codeFor("keeper@example.com");
    const reg = await post(`${server.url}/api/wanlshop/user/register`, {
      email: "keeper@example.com",
      password: "keep-me-1",
      captcha,
    });
    expect(reg.code).toBe(1);

    expect(await server.stop()).toBe(0);
    server = await startServer({ SMTP_URL: smtp.url }, server.dataDir);
    const login = await post(`${server.url}/api/wanlshop/user/login`, {
      account: "keeper@example.com",
      password: "keep-me-1",
    });
    expect(login.code).toBe(1);
    const demo = await post(`${server.url}/api/wanlshop/user/login`, {
      account: "shopper@demo.test",
      password: "shopper123",
    });
    expect(demo.code).toBe(1);
  });
});
