import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { createStaff } from "./index.js";

/**
 * The dev outbox is searched as staff look for a mail: a part of the address, the subject or the
 * text, case-insensitive, with the page's total counting only what matches (issue 35, item 20).
 */
describe("dev outbox search (no SMTP_URL)", () => {
  let t: TestApp;
  let admin = "";
  const box = async (keyword?: string) => {
    const res = await t.post("/api/admin/outbox/list", keyword === undefined ? {} : { keyword }, { token: admin });
    if (res.code !== 1) throw new Error(res.msg);
    return res.data as { total: number; data: { to: string; subject: string; text: string }[] };
  };

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "" });
    await createStaff(t.database.db, {
      email: "root@outbox.test",
      name: "Root",
      role: "admin",
      password: "root-pass-1",
    });
    admin = (await t.post("/api/admin/auth/login", { account: "root@outbox.test", password: "root-pass-1" })).data
      .token;
    for (const email of ["ada@example.com", "bob@example.com", "carla@shop.test"])
      expect((await t.post("/api/ems/send", { email, event: "register" })).code).toBe(1);
  });
  afterAll(() => t.close());

  it("lists every mail without a keyword", async () => {
    expect((await box()).total).toBe(3);
  });

  it("finds the mails to an address by a part of it, in any case", async () => {
    const ada = await box("ADA@");
    expect(ada.total).toBe(1);
    expect(ada.data.map((m) => m.to)).toEqual(["ada@example.com"]);
    expect((await box("example.com")).data.map((m) => m.to).sort()).toEqual(["ada@example.com", "bob@example.com"]);
  });

  it("finds a mail by its subject or text (a code sent), and nothing for words no mail has", async () => {
    const [mail] = (await box("carla@")).data;
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await box(code)).data.map((m) => m.to)).toEqual(["carla@shop.test"]);
    expect((await box("verification code")).total).toBe(3);
    expect(await box("no such words")).toMatchObject({ total: 0, data: [] });
    expect((await box("%")).total).toBe(0);
  });
});
