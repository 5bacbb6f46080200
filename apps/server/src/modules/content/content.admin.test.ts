import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { uploadFile } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { listBanners } from "../catalogue/banners.js";
import { createStaff } from "../staff/index.js";
import { agreementText } from "./index.js";

const png = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

describe("operators' content: banners, app configuration, agreements, footer", () => {
  let t: TestApp;
  let op: string;
  let support: string;
  let shopper: string;
  const audits = async (action: string) =>
    queryRows<{ target: string; detail: { before: unknown; after: unknown } }>(
      t.database.db,
      `select target, detail from audit_log where action = '${action}' order by id`,
    );
  const upload = async (token: string, data: Buffer) =>
    uploadFile(t, token, data, "pic.png", undefined, "/api/admin/upload");

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.database.db, {
      email: "op@content.test",
      name: "Op",
      role: "operator",
      password: "operator-1",
    });
    await createStaff(t.database.db, {
      email: "sup@content.test",
      name: "Sup",
      role: "support",
      password: "support-1",
    });
    op = (await t.post("/api/admin/auth/login", { account: "op@content.test", password: "operator-1" })).data.token;
    support = (await t.post("/api/admin/auth/login", { account: "sup@content.test", password: "support-1" })).data
      .token;
    shopper = (await registerAndLogin(t, "buyer@content.test")).token;
  });
  afterAll(() => t.close());

  it("refuses a shopper (401) and a support staff member (forbidden) on every call, changing nothing", async () => {
    const image = (await upload(op, await png())).data.url;
    const calls: [string, object][] = [
      ["/api/admin/banner/list", {}],
      ["/api/admin/banner/add", { image, url: "/goods/1", title: "x" }],
      ["/api/admin/banner/save", { id: 1, image, url: "/goods/1", title: "x" }],
      ["/api/admin/banner/del", { id: 1 }],
      ["/api/admin/content/app_config", {}],
      ["/api/admin/content/app_config_save", { working_hours: { en: "x" }, service_url: "https://a.example" }],
      ["/api/admin/content/footer", {}],
      ["/api/admin/content/footer_save", { groups: [] }],
      ["/api/admin/agreement/list", {}],
      ["/api/admin/agreement/detail", { type: 1, lang: "en" }],
      ["/api/admin/agreement/preview", { content: "<p>x</p>" }],
      ["/api/admin/agreement/save", { type: 1, lang: "en", title: "T", content: "changed" }],
    ];
    const snapshot = () =>
      Promise.all(
        ["banners", "settings", "agreements", "audit_log where action not like 'staff.%'"].map((q) =>
          queryRows(t.database.db, `select * from ${q}`),
        ),
      );
    const before = await snapshot();
    for (const [url, body] of calls) {
      expect(await t.post(url, body, { token: shopper }), url).toMatchObject({ code: 401 });
      expect(await t.post(url, body, { token: support }), url).toMatchObject({ code: 0, error: "forbidden" });
      expect(await t.post(url, body), url).toMatchObject({ code: 401 });
    }
    expect(await upload(shopper, await png())).toMatchObject({ code: 401 });
    expect(await upload(support, await png())).toMatchObject({ code: 0, error: "forbidden" });
    expect(await snapshot()).toEqual(before);
  });

  it("adds, edits and deletes a banner, one audit entry with before and after each", async () => {
    const image = (await upload(op, await png())).data.url;
    expect(image).toMatch(/^\/uploads\//);
    const added = await t.post(
      "/api/admin/banner/add",
      { image, url: "/goods/12", title: "Sale", lang: "", weigh: 3, starts_at: now() - HOUR, ends_at: now() + HOUR },
      { token: op },
    );
    expect(added).toMatchObject({ code: 1, data: { image, url: "/goods/12", lang: null, enabled: 1, weigh: 3 } });
    const id = added.data.id;
    const saved = await t.post(
      "/api/admin/banner/save",
      { id, image, url: "https://example.com/promo", title: "Big sale", lang: "en", enabled: 0, weigh: 1 },
      { token: op },
    );
    expect(saved).toMatchObject({ code: 1, data: { title: "Big sale", lang: "en", enabled: 0, starts_at: null } });
    expect(await t.post("/api/admin/banner/del", { id }, { token: op })).toMatchObject({ code: 1 });
    const log = await audits("banner.%".replace("%", "add"));
    expect(log).toEqual([{ target: `banner:${id}`, detail: { before: null, after: added.data } }]);
    expect(await audits("banner.save")).toEqual([
      { target: `banner:${id}`, detail: { before: added.data, after: saved.data } },
    ]);
    expect(await audits("banner.del")).toEqual([
      { target: `banner:${id}`, detail: { before: saved.data, after: null } },
    ]);
  });

  it("refuses an expired range, an end before the start, a script link and a picture that is not an upload", async () => {
    const image = (await upload(op, await png())).data.url;
    const base = { image, url: "/goods/1", title: "x" };
    const bad: [object, string][] = [
      [{ starts_at: now() - 3 * HOUR, ends_at: now() - HOUR }, "banner_expired"],
      [{ starts_at: now() + 2 * HOUR, ends_at: now() + HOUR }, "banner_range_invalid"],
      [{ url: "javascript:alert(1)" }, "link_invalid"],
      [{ url: "//evil.example/x" }, "link_invalid"],
      [{ url: "http://plain.example" }, "link_invalid"],
      [{ image: "/etc/passwd" }, "upload_invalid"],
      [{ lang: "xx" }, "language_invalid"],
    ];
    const before = await queryRows(t.database.db, "select * from banners");
    for (const [change, error] of bad) {
      expect(await t.post("/api/admin/banner/add", { ...base, ...change }, { token: op }), error).toMatchObject({
        code: 0,
        error,
      });
    }
    expect(await queryRows(t.database.db, "select * from banners")).toEqual(before);
  });

  it("shows a banner on the home page only inside its dates and in its language, ordered by weigh", async () => {
    const image = (await upload(op, await png())).data.url;
    const add = (b: object) => t.post("/api/admin/banner/add", { image, url: "/goods/1", ...b }, { token: op });
    const everyone = (await add({ title: "everyone", weigh: 5 })).data.id;
    const arabic = (await add({ title: "arabic", lang: "ar", weigh: 1 })).data.id;
    const later = (await add({ title: "later", starts_at: now() + 2 * HOUR, ends_at: now() + 4 * HOUR })).data.id;
    const off = (await add({ title: "off", enabled: 0 })).data.id;
    const home = async (lang: string) =>
      (await t.post("/api/index/index", {}, { lang })).data.banner.map((b: { id: number }) => b.id);
    expect(await home("en")).toEqual([everyone]);
    expect(await home("ar")).toEqual([arabic, everyone]);
    const inThreeHours = new Date(Date.now() + 3 * HOUR * 1000);
    expect((await listBanners(t.database.db, "en", inThreeHours)).map((b) => b.id)).toEqual([later, everyone]);
    const afterItEnds = new Date(Date.now() + 5 * HOUR * 1000);
    expect((await listBanners(t.database.db, "en", afterItEnds)).map((b) => b.id)).toEqual([everyone]);
    expect(await home("en")).not.toContain(off);
  });

  it("edits the app configuration: working hours per language with English fallback, links and pictures", async () => {
    const qr = (await upload(op, await png())).data.url;
    const body = {
      working_hours: { en: "Mon-Fri 9-17", fr: "Lun-Ven 9h-17h" },
      service_url: "mailto:help@shop.example",
      service_img: qr,
      login_img: "/favicon.svg",
      app_url: "https://apps.example/download",
    };
    const old = (await t.post("/api/admin/content/app_config", {}, { token: op })).data.config;
    expect(await t.post("/api/admin/content/app_config_save", body, { token: op })).toMatchObject({ code: 1 });
    expect(await audits("content.app_config")).toEqual([
      { target: "setting:app_config", detail: { before: old, after: body } },
    ]);
    const init = async (lang: string) => (await t.post("/api/wanlshop/common/init", {}, { lang })).data.appConfig;
    expect(await init("fr")).toMatchObject({ working_hours: "Lun-Ven 9h-17h", service_img: qr, app_url: body.app_url });
    expect((await init("dy")).working_hours).toBe("Mon-Fri 9-17");
    expect((await t.post("/api/index/index")).data.app_url).toBe(body.app_url);
    for (const [change, error] of [
      [{ service_url: "javascript:alert(1)" }, "link_invalid"],
      [{ service_img: "/uploads/none/missing.png" }, "upload_invalid"],
      [{ working_hours: { fr: "only French" } }, "title_required"],
    ] as const) {
      expect(await t.post("/api/admin/content/app_config_save", { ...body, ...change }, { token: op })).toMatchObject({
        code: 0,
        error,
      });
    }
    expect(await audits("content.app_config")).toHaveLength(1);
  });

  it("refuses a 20 MB QR image with a clear error and stores nothing", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024, 0x41)]);
    expect(await upload(op, big)).toMatchObject({ code: 0, error: "body_too_large" });
  });

  it("strips scripts and handlers from agreement HTML, bumps the type's version on a change only", async () => {
    const v0 = (await t.post("/api/admin/agreement/detail", { type: 8, lang: "en" }, { token: op })).data.version;
    const content =
      '<h2>Terms</h2><p onclick="x()">Read <a href="javascript:alert(1)">this</a> and <a href="https://ok.example">that</a></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p style="color:red">Styled<iframe src="https://x"></iframe></p>';
    const saved = await t.post(
      "/api/admin/agreement/save",
      { type: 8, lang: "en", title: "Bond", content },
      { token: op },
    );
    expect(saved).toMatchObject({ code: 1, data: { version: v0 + 1, changed: true } });
    const stored = saved.data.content as string;
    for (const bad of ["<script", "alert(1)", "onerror", "onclick", "javascript:", "<img", "<iframe", "style="])
      expect(stored, bad).not.toContain(bad);
    expect(stored).toBe('<h2>Terms</h2><p>Read <a>this</a> and <a href="https://ok.example">that</a></p><p>Styled</p>');
    expect((await t.post("/api/admin/agreement/preview", { content }, { token: op })).data.content).toBe(stored);
    const page = await t.post("/api/wanlshop/content/agreement", { type: 8 });
    expect(page.data.content).toBe(stored);
    // the same text again: no new version, no audit entry
    const again = await t.post(
      "/api/admin/agreement/save",
      { type: 8, lang: "en", title: "Bond", content },
      { token: op },
    );
    expect(again.data).toMatchObject({ version: v0 + 1, changed: false });
    // a change in another language moves the whole type on (one number names one edition)
    const fr = await t.post(
      "/api/admin/agreement/save",
      { type: 8, lang: "fr", title: "Caution", content: "Texte\n\nDeux" },
      { token: op },
    );
    expect(fr.data).toMatchObject({ version: v0 + 2, content: "<p>Texte</p>\n<p>Deux</p>" });
    // the bond contract's version, as bond_pay compares it, is the type's: the same in every language
    expect((await agreementText(t.database.db, 8, "en"))?.version).toBe(v0 + 2);
    expect(await agreementText(t.database.db, 8, "ar")).toMatchObject({ lang: "ar", version: v0 + 2 });
    const list = (await t.post("/api/admin/agreement/list", { limit: 100 }, { token: op })).data.data;
    // the seed's 17 languages of the bond contract, every one at the type's version
    expect(list.filter((r: { type: number }) => r.type === 8).map((r: { version: number }) => r.version)).toEqual(
      Array(17).fill(v0 + 2),
    );
    const log = await audits("agreement.save");
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      target: "agreement:8:en",
      detail: { before: { version: v0 }, after: { title: "Bond", content: stored, version: v0 + 1 } },
    });
    expect(log[1]).toMatchObject({
      target: "agreement:8:fr",
      detail: { before: { version: v0 + 1 }, after: { title: "Caution", version: v0 + 2 } },
    });
    expect(
      await t.post("/api/admin/agreement/save", { type: 3, lang: "en", title: "x", content: "y" }, { token: op }),
    ).toMatchObject({ code: 0 });
  });

  it("edits the footer groups, shown by init in the request's language; bad links refused", async () => {
    const init = async (lang: string) => (await t.post("/api/wanlshop/common/init", {}, { lang })).data.footer;
    const defaults = await init("ar");
    expect(defaults.length).toBeGreaterThan(1);
    for (const g of defaults) for (const l of g.links) expect(l.url).not.toBe("#top");
    const groups = [
      {
        title: { en: "Help", ar: "مساعدة" },
        links: [{ label: { en: "Terms", ar: "الشروط" }, url: "/privacy_agreement?type=1" }],
      },
    ];
    const before = (await t.post("/api/admin/content/footer", {}, { token: op })).data.groups;
    expect(await t.post("/api/admin/content/footer_save", { groups }, { token: op })).toMatchObject({ code: 1 });
    expect(await init("ar")).toEqual([
      { title: "مساعدة", links: [{ label: "الشروط", url: "/privacy_agreement?type=1" }] },
    ]);
    expect(await init("fi")).toEqual([
      { title: "Help", links: [{ label: "Terms", url: "/privacy_agreement?type=1" }] },
    ]);
    expect(await audits("content.footer")).toEqual([
      { target: "setting:footer_links", detail: { before, after: groups } },
    ]);
    const bad = [{ ...groups[0], links: [{ label: { en: "x" }, url: "javascript:alert(1)" }] }];
    expect(await t.post("/api/admin/content/footer_save", { groups: bad }, { token: op })).toMatchObject({
      code: 0,
      error: "link_invalid",
    });
    expect(await audits("content.footer")).toHaveLength(1);
  });
});
