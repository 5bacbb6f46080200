import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, letResendWindowPass, registerAndLogin, type TestApp } from "../../../test/harness.js";

async function upload(t: TestApp, token: string | undefined, file: Buffer, filename: string) {
  const boundary = "----mpboundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/common/upload",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
    payload,
  });
  return res.json();
}

describe("member centre", () => {
  let t: TestApp;
  let me: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    me = await registerAndLogin(t, "member@shop.test", "member-pass");
    await registerAndLogin(t, "other@shop.test");
  });
  afterAll(() => t.close());

  it("changes the nickname, refusing one that is taken or malformed", async () => {
    const other = await t.post("/api/wanlshop/user/login", { account: "other@shop.test", password: "secret123" });
    const taken = other.data.userinfo.nickname;
    expect(
      await t.post("/api/wanlshop/user/profile", { nickname: taken.toUpperCase() }, { token: me.token }),
    ).toMatchObject({
      error: "nickname_taken",
      msg: "Nickname already exists",
    });
    expect(await t.post("/api/wanlshop/user/profile", { nickname: "x" }, { token: me.token })).toMatchObject({
      error: "nickname_invalid",
    });
    expect(await t.post("/api/wanlshop/user/profile", { nickname: "<b>hi</b>" }, { token: me.token })).toMatchObject({
      error: "nickname_invalid",
    });
    const ok = await t.post("/api/wanlshop/user/profile", { nickname: "Member Ünïcode" }, { token: me.token });
    expect(ok.data.nickname).toBe("Member Ünïcode");
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "member ünïcode", password: "member-pass" })).code,
    ).toBe(1);
  });

  it("uploads a real image, re-encoded without its metadata, and makes it the avatar", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-exif-marker" } } })
      .toBuffer();
    const up = await upload(t, me.token, png, "holiday photo.png");
    expect(up.code).toBe(1);
    expect(up.data.url).toMatch(/^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/);
    expect(up.data.fullurl).toBe(`http://localhost:3000${up.data.url}`);
    const served = await t.app.inject({ method: "GET", url: up.data.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    expect(served.rawPayload.toString("latin1")).not.toContain("secret-exif-marker");

    const saved = await t.post("/api/wanlshop/user/profile", { avatar: up.data.url }, { token: me.token });
    expect(saved.data.avatar).toBe(up.data.url);
    expect(
      await t.post("/api/wanlshop/user/profile", { avatar: "https://evil.example/x.png" }, { token: me.token }),
    ).toMatchObject({ error: "avatar_invalid" });
  });

  it("takes as an avatar only a picture uploaded by the same user, and nothing outside public uploads", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a3" } })
      .png()
      .toBuffer();
    const other = await t.post("/api/wanlshop/user/login", { account: "other@shop.test", password: "secret123" });
    const theirs = await upload(t, other.data.userinfo.token, png, "theirs.png");
    expect(theirs.code).toBe(1);
    const before = (await t.post("/api/wanlshop/user/get_userinfo", {}, { token: me.token })).data.avatar;
    for (const avatar of [
      theirs.data.url,
      "/uploads/public/../private/000000/0123456789abcdef0123456789abcdef.webp",
      "/uploads/public/../../../etc/passwd.webp",
      "/uploads/public/000000/0123456789abcdef0123456789abcdef.webp",
    ])
      expect(await t.post("/api/wanlshop/user/profile", { avatar }, { token: me.token }), avatar).toMatchObject({
        error: "avatar_invalid",
        field: "avatar",
      });
    // nothing changed by the refusals
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: me.token })).data.avatar).toBe(before);
    // their own upload, given as the absolute address the upload answered, is stored as its path
    const mine = await upload(t, me.token, png, "mine.png");
    const saved = await t.post("/api/wanlshop/user/profile", { avatar: mine.data.fullurl }, { token: me.token });
    expect(saved.data.avatar).toBe(mine.data.url);
  });

  it("refuses files that are not images, and uploads without a login", async () => {
    expect(await upload(t, me.token, Buffer.from("<?php echo 1; ?>"), "shell.png")).toMatchObject({
      code: 0,
      error: "upload_invalid",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(t, me.token, svg, "x.svg")).toMatchObject({ code: 0, error: "upload_invalid" });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await upload(t, undefined, png, "a.png")).toMatchObject({ code: 401 });
  });

  it("changes the email with a code sent to the new address", async () => {
    await t
      .post("/api/ems/send", { email: "other@shop.test", event: "changeemail" }, { token: me.token })
      .then((r) => expect(r).toMatchObject({ error: "email_exists" }));
    expect(
      (await t.post("/api/ems/send", { email: "moved@shop.test", event: "changeemail" }, { token: me.token })).code,
    ).toBe(1);
    const code = await t.smtp.codeFor("moved@shop.test");
    const res = await t.post(
      "/api/wanlshop/user/changeemail",
      { email: "moved@shop.test", captcha: code },
      { token: me.token },
    );
    expect(res.data.email).toBe("moved@shop.test");
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "moved@shop.test", password: "member-pass" })).code,
    ).toBe(1);
  });

  it("changes the login password with a code and ends every session", async () => {
    const second = (await t.post("/api/wanlshop/user/login", { account: "moved@shop.test", password: "member-pass" }))
      .data.userinfo.token;
    await letResendWindowPass(t, "moved@shop.test");
    expect((await t.post("/api/ems/send", { event: "changepwd" }, { token: me.token })).code).toBe(1);
    const code = await t.smtp.codeFor("moved@shop.test", t.smtp.mails.length - 1);
    expect(
      await t.post("/api/wanlshop/user/changepwd", { newpassword: "123", captcha: code }, { token: me.token }),
    ).toMatchObject({ error: "password_length" });
    const res = await t.post(
      "/api/wanlshop/user/changepwd",
      { newpassword: "brand-new-pass", captcha: code },
      { token: me.token },
    );
    expect(res.code).toBe(1);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: me.token })).code).toBe(401);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: second })).code).toBe(401);
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "moved@shop.test", password: "brand-new-pass" })).code,
    ).toBe(1);
  });
});
