import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { startS3Server } from "../../../test/s3-server.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";

/**
 * The bucket going away after the start (docs/architecture.md, Faults): what needs a file answers
 * the server fault, everything else goes on, and files are served again once the bucket is back.
 */
describe("an S3 bucket that goes away and comes back", () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let user: { token: string; userId: number };
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    user = await quickUser(t, "outage@uploads.test");
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("answers the server fault for files while it is away, serves everything else, and files again after", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c0c" } })
      .png()
      .toBuffer();
    const picture = (await uploadFile(t, user.token, png, "p.png")).data.url as string;
    const voucher = (await uploadFile(t, user.token, await voucherImage(), "v.png", "voucher")).data.preview as string;
    const before = await t.app.inject({ method: "GET", url: picture });
    expect(before.statusCode).toBe(200);

    await s3.stop();
    for (const url of [picture, voucher]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["content-type"], url).toContain("application/json");
      expect(res.json(), url).toMatchObject({ code: 0, error: "server_error" });
    }
    expect(await uploadFile(t, user.token, png, "q.png")).toMatchObject({ code: 0, error: "server_error" });
    // a call that needs no file is not touched
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect(await t.post("/api/wanlshop/user/get_userinfo", {}, { token: user.token })).toMatchObject({ code: 1 });

    await s3.restart();
    const after = await t.app.inject({ method: "GET", url: picture });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload).toEqual(before.rawPayload);
    expect((await t.app.inject({ method: "GET", url: voucher })).statusCode).toBe(200);
    expect(await uploadFile(t, user.token, png, "r.png")).toMatchObject({ code: 1 });
  });
});
