import { shopOpenAt } from "@mp/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { shopNameChanges, shops } from "../../schema.js";

/**
 * Shop settings (docs/api.md#shop-settings): the merchant's own shop only, pictures only from this
 * server's public uploads, plain text bio and welcome with limits, structured working hours, the
 * public page showing them, the welcome on a shopper's first message, and a new name that waits
 * for an operator's review like the application did.
 */
const S = "/api/wanlshop/shop";
const A = "/api/admin/shop";
const ALL_WEEK = {
  timezone: "Europe/Berlin",
  days: [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "18:00" })),
};

describe("shop settings and name changes", () => {
  let t: TestApp;
  let op: string;
  let support: string;
  let admin: string;
  let ann: { token: string; userId: number; shopId: number };
  let bob: { token: string; userId: number; shopId: number };
  let shopper: { token: string; userId: number };
  let picture: string;

  const merchant = async (email: string, name: string) => {
    const u = await quickUser(t, email);
    const [shop] = await t.database.db.insert(shops).values({ userId: u.userId, name }).returning();
    return { ...u, shopId: (shop as { id: number }).id };
  };
  const read = (token: string) => t.post(`${S}/setting`, {}, { token });
  const form = (over: object = {}) => ({
    shopname: "Ann's Atelier",
    avatar: "",
    logo: "",
    banner: "",
    bio: "",
    welcome: "",
    hours: { timezone: "UTC", days: [] },
    ...over,
  });
  /** Ann's settings as saved, with another name */
  const annForm = (shopname: string) =>
    form({
      shopname,
      avatar: picture,
      logo: picture,
      banner: picture,
      bio: "Hand-made linen.",
      welcome: "Hi! Ask me anything.",
      hours: ALL_WEEK,
    });
  const save = (token: string, body: object) => t.post(`${S}/setting_save`, body, { token });
  const info = (id: number) => t.post(`${S}/info`, { id });

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@settings.test", "operator");
    support = await staffToken(t, "help@settings.test", "support");
    admin = await staffToken(t, "boss@settings.test", "admin");
    ann = await merchant("ann@settings.test", "Ann's Atelier");
    bob = await merchant("bob@settings.test", "Bob's Bikes");
    shopper = await quickUser(t, "sam@settings.test");
    const up = await uploadFile(t, ann.token, await voucherImage(), "banner.png");
    picture = up.data.url;
  });
  afterAll(() => t.close());

  it("answers the own shop's settings, with defaults and no name change", async () => {
    expect(await read(ann.token)).toMatchObject({
      code: 1,
      data: {
        id: ann.shopId,
        shopname: "Ann's Atelier",
        avatar: "",
        banner: "",
        bio: "",
        welcome: "",
        hours: { timezone: "UTC", days: [] },
        name_change: null,
      },
    });
  });

  it("refuses a shopper without a shop ('No shop'), no token (401), and a locked store (402)", async () => {
    for (const call of [read(shopper.token), save(shopper.token, form())])
      expect(await call).toMatchObject({ code: 0, msg: "No shop", error: "no_shop" });
    expect((await t.post(`${S}/setting`, {})).code).toBe(401);
    expect((await t.post(`${S}/setting_save`, form())).code).toBe(401);
    const locked = await merchant("lock@settings.test", "Locked Lamps");
    await t.database.db.update(shops).set({ state: 2 }).where(eq(shops.id, locked.shopId));
    expect((await read(locked.token)).code).toBe(402);
    expect((await save(locked.token, form({ shopname: "Locked Lamps", bio: "x" }))).code).toBe(402);
  });

  it("saves pictures, bio, welcome and hours at once; the public page shows them", async () => {
    const res = await save(
      ann.token,
      form({
        avatar: picture,
        logo: picture,
        banner: picture,
        bio: "Hand-made linen.",
        welcome: "Hi! Ask me anything.",
        hours: ALL_WEEK,
      }),
    );
    expect(res).toMatchObject({
      code: 1,
      data: {
        banner: picture,
        bio: "Hand-made linen.",
        welcome: "Hi! Ask me anything.",
        hours: ALL_WEEK,
        name_change: null,
      },
    });
    const page = await info(ann.shopId);
    expect(page.data).toMatchObject({
      shopname: "Ann's Atelier",
      avatar: picture,
      logo: picture,
      banner: picture,
      bio: "Hand-made linen.",
      hours: ALL_WEEK,
    });
    expect(typeof page.data.open_now).toBe("boolean");
    // the welcome text is for the chat, not the public page
    expect(page.data.welcome).toBeUndefined();
  });

  it("a second merchant's token reads and changes only its own shop", async () => {
    const theirs = await read(bob.token);
    expect(theirs.data).toMatchObject({ id: bob.shopId, shopname: "Bob's Bikes", bio: "" });
    expect(JSON.stringify(theirs.data)).not.toContain("Hand-made linen.");
    // the form carries no shop id; any sent is ignored, and Ann's shop is unchanged
    const r = await save(bob.token, {
      ...form({ shopname: "Bob's Bikes", bio: "Bikes." }),
      id: ann.shopId,
      shop_id: ann.shopId,
    });
    expect(r.data).toMatchObject({ id: bob.shopId, bio: "Bikes." });
    expect((await read(ann.token)).data.bio).toBe("Hand-made linen.");
    expect((await info(ann.shopId)).data.bio).toBe("Hand-made linen.");
  });

  it("refuses bad input with its key and field, and saves nothing of that form", async () => {
    const cases: [object, string, string][] = [
      [{ bio: "x".repeat(501) }, "bio_too_long", "bio"],
      [{ welcome: "w".repeat(301) }, "welcome_too_long", "welcome"],
      [{ banner: "https://evil.test/x.webp" }, "upload_invalid", "banner"],
      [{ logo: "/uploads/public/202601/0123456789abcdef0123456789abcdef.webp" }, "upload_invalid", "logo"],
      [{ avatar: "javascript:alert(1)" }, "upload_invalid", "avatar"],
      [{ hours: { timezone: "Mars/Olympus", days: [] } }, "hours_invalid", "hours"],
      [{ hours: { timezone: "UTC", days: [{ day: 1, open: "18:00", close: "09:00" }] } }, "hours_invalid", "hours"],
      [{ hours: { timezone: "UTC", days: [{ day: 1, open: "25:00", close: "26:00" }] } }, "hours_invalid", "hours"],
      [{ hours: { timezone: "UTC", days: [{ day: 7, open: "09:00", close: "10:00" }] } }, "hours_invalid", "hours"],
      [
        {
          hours: {
            timezone: "UTC",
            days: [
              { day: 1, open: "09:00", close: "10:00" },
              { day: 1, open: "11:00", close: "12:00" },
            ],
          },
        },
        "hours_invalid",
        "hours",
      ],
      [{ hours: "always" }, "hours_invalid", "hours"],
      [{ shopname: "<b>x</b>" }, "shopname_invalid", "shopname"],
      [{ shopname: "A" }, "shopname_invalid", "shopname"],
    ];
    for (const [over, key, field] of cases) {
      const res = await save(ann.token, form({ bio: "half-saved?", ...over }));
      expect({ over, res }).toMatchObject({ over, res: { code: 0, error: key, field } });
    }
    // a private upload (an identity photo) is not a public picture either
    const priv = await uploadFile(t, ann.token, await voucherImage(), "id.png", "identity");
    expect(await save(ann.token, form({ banner: priv.data.url }))).toMatchObject({ code: 0, error: "upload_invalid" });
    const now = (await read(ann.token)).data;
    expect(now).toMatchObject({ bio: "Hand-made linen.", banner: picture, hours: ALL_WEEK, name_change: null });
  });

  it("stores markup in bio and welcome as text, exactly as typed", async () => {
    const bio = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const res = await save(ann.token, form({ banner: picture, bio, welcome: "<b>hi</b>", hours: ALL_WEEK }));
    expect(res.data).toMatchObject({ bio, welcome: "<b>hi</b>" });
    expect((await info(ann.shopId)).data.bio).toBe(bio);
    await save(
      ann.token,
      form({ banner: picture, bio: "Hand-made linen.", welcome: "Hi! Ask me anything.", hours: ALL_WEEK }),
    );
  });

  it("keeps a picture the shop already has even when it is not an upload (seeded shops)", async () => {
    await t.database.db.update(shops).set({ avatar: "/static/demo/bob.png" }).where(eq(shops.id, bob.shopId));
    const res = await save(bob.token, form({ shopname: "Bob's Bikes", avatar: "/static/demo/bob.png", bio: "Bikes." }));
    expect(res).toMatchObject({ code: 1, data: { avatar: "/static/demo/bob.png" } });
  });

  it("tells whether the shop is open by its hours in its time zone", () => {
    const hours = { timezone: "Asia/Tokyo", days: [{ day: 1, open: "09:00", close: "18:00" }] };
    // Monday 2026-11-23 10:00 in Tokyo is 01:00 UTC
    expect(shopOpenAt(hours, new Date("2026-11-23T01:00:00Z"))).toBe(true);
    expect(shopOpenAt(hours, new Date("2026-11-23T09:00:00Z"))).toBe(false); // 18:00 closes
    expect(shopOpenAt(hours, new Date("2026-11-22T01:00:00Z"))).toBe(false); // Sunday
    expect(shopOpenAt({ timezone: "UTC", days: [] }, new Date())).toBeNull();
    expect(
      shopOpenAt(
        { timezone: "UTC", days: [{ day: 0, open: "00:00", close: "24:00" }] },
        new Date("2026-11-22T23:59:00Z"),
      ),
    ).toBe(true);
  });

  describe("a new name is reviewed", () => {
    let changeId: number;

    it("files a name change under review; the public name stays", async () => {
      const res = await save(ann.token, annForm("Ann's Linen"));
      expect(res.data).toMatchObject({
        shopname: "Ann's Atelier",
        name_change: { shopname: "Ann's Linen", old_name: "Ann's Atelier", state: 2, reason: "" },
      });
      changeId = res.data.name_change.id;
      expect((await info(ann.shopId)).data.shopname).toBe("Ann's Atelier");
      // saving the same form again keeps the one request
      const again = await save(ann.token, annForm("Ann's Linen"));
      expect(again.data.name_change.id).toBe(changeId);
      const rows = await t.database.db.select().from(shopNameChanges).where(eq(shopNameChanges.shopId, ann.shopId));
      expect(rows.filter((r) => r.state === 2)).toHaveLength(1);
    });

    it("refuses a name another shop has or another shop asked for", async () => {
      for (const name of ["Ann's Linen", "ann's linen ", "ANN'S ATELIER"]) {
        const r = await save(bob.token, form({ shopname: name, bio: "Bikes changed?" }));
        expect(r).toMatchObject({ code: 0, error: "shopname_taken", field: "shopname" });
      }
      expect((await read(bob.token)).data).toMatchObject({ shopname: "Bob's Bikes", bio: "Bikes.", name_change: null });
      expect((await save(ann.token, form({ shopname: "Bob's Bikes" }))).error).toBe("shopname_taken");
    });

    it("lets operators (and admins) list it; merchants and support staff may not", async () => {
      const q = await t.post(`${A}/name_changes`, { state: 2 }, { token: op });
      expect(q.data.data).toEqual([
        expect.objectContaining({
          id: changeId,
          shop_id: ann.shopId,
          old_name: "Ann's Atelier",
          shopname: "Ann's Linen",
          state: 2,
        }),
      ]);
      expect((await t.post(`${A}/name_changes`, {}, { token: admin })).data.total).toBeGreaterThanOrEqual(1);
      expect((await t.post(`${A}/name_changes`, {}, { token: support })).error).toBe("forbidden");
      expect((await t.post(`${A}/name_changes`, {}, { token: ann.token })).code).not.toBe(1);
      for (const token of [support, ann.token]) {
        const r = await t.post(`${A}/name_review`, { id: changeId, approve: 1, reason: "" }, { token });
        expect(r.code).not.toBe(1);
      }
      expect((await info(ann.shopId)).data.shopname).toBe("Ann's Atelier");
    });

    it("rejects with a reason the merchant sees; the name stays; told and audited", async () => {
      expect(await t.post(`${A}/name_review`, { id: changeId, approve: 0, reason: "" }, { token: op })).toMatchObject({
        code: 0,
        error: "reason_required",
      });
      const r = await t.post(
        `${A}/name_review`,
        { id: changeId, approve: 0, reason: "Too close to a brand" },
        { token: op },
      );
      expect(r.data).toMatchObject({ id: changeId, state: 4, reason: "Too close to a brand" });
      expect((await t.post(`${A}/name_review`, { id: changeId, approve: 1, reason: "" }, { token: op })).error).toBe(
        "already_reviewed",
      );
      expect((await read(ann.token)).data).toMatchObject({
        shopname: "Ann's Atelier",
        name_change: { id: changeId, state: 4, reason: "Too close to a brand" },
      });
      expect((await info(ann.shopId)).data.shopname).toBe("Ann's Atelier");
      const notices = await t.post("/api/wanlshop/notice/lists", { type: "system" }, { token: ann.token });
      expect(notices.data.data[0].content).toContain("Too close to a brand");
      // the rejected name is free again
      const q = await t.post(`${A}/name_changes`, { state: 2 }, { token: op });
      expect(q.data.total).toBe(0);
    });

    it("approves a new request: the public name changes at once, told and audited", async () => {
      const res = await save(ann.token, annForm("Ann's Linen House"));
      const id = res.data.name_change.id;
      expect(id).not.toBe(changeId);
      expect((await info(ann.shopId)).data.shopname).toBe("Ann's Atelier");
      const r = await t.post(`${A}/name_review`, { id, approve: 1, reason: "" }, { token: op });
      expect(r.data).toMatchObject({ state: 3 });
      expect((await info(ann.shopId)).data.shopname).toBe("Ann's Linen House");
      expect((await read(ann.token)).data).toMatchObject({
        shopname: "Ann's Linen House",
        name_change: { id, state: 3 },
      });
      const found = await t.post(`${S}/lists`, { search: "linen house" });
      expect(found.data.data.map((s: { id: number }) => s.id)).toContain(ann.shopId);
      const notices = await t.post("/api/wanlshop/notice/lists", { type: "system" }, { token: ann.token });
      expect(notices.data.data[0].title).toBe("Your new shop name is approved");
      const log = await t.post("/api/admin/audit/list", {}, { token: admin });
      const actions = log.data.data.map((x: { action: string }) => x.action);
      expect(actions).toEqual(expect.arrayContaining(["shop.name_reject", "shop.name_approve"]));
    });

    it("does not approve a name another shop took meanwhile: nothing decided, the name stays", async () => {
      const res = await save(bob.token, form({ shopname: "Velo Vault", bio: "Bikes." }));
      const id = res.data.name_change.id;
      await t.database.db.insert(shops).values({ userId: shopper.userId, name: "velo vault" });
      const r = await t.post(`${A}/name_review`, { id, approve: 1, reason: "" }, { token: op });
      expect(r).toMatchObject({ code: 0, error: "shopname_taken" });
      expect((await read(bob.token)).data).toMatchObject({ shopname: "Bob's Bikes", name_change: { id, state: 2 } });
      const rejected = await t.post(`${A}/name_review`, { id, approve: 0, reason: "Taken meanwhile" }, { token: op });
      expect(rejected.data).toMatchObject({ state: 4, reason: "Taken meanwhile" });
      await t.database.db.delete(shops).where(eq(shops.userId, shopper.userId));
    });

    it("going back to the current name withdraws the request under review", async () => {
      await save(bob.token, form({ shopname: "Bob's Cycles", bio: "Bikes." }));
      expect((await read(bob.token)).data.name_change).toMatchObject({ shopname: "Bob's Cycles", state: 2 });
      await save(bob.token, form({ shopname: "Bob's Bikes", bio: "Bikes." }));
      // the latest left is the last decision (the rejected "Velo Vault"), none under review
      expect((await read(bob.token)).data.name_change).toMatchObject({ shopname: "Velo Vault", state: 4 });
      expect((await t.post(`${A}/name_changes`, { state: 2 }, { token: op })).data.total).toBe(0);
    });
  });

  describe("the welcome message opens a new chat", () => {
    const history = async (token: string, to: number) =>
      (await t.post("/api/wanlshop/chat/history2", { to_id: to }, { token })).data as any[];
    const text = (token: string, to: number, s: string) =>
      t.post("/api/wanlshop/chat/send", { to_id: to, message: { type: "text", content: { text: s } } }, { token });

    it("sends the shop's own welcome once, after the shopper's first message", async () => {
      const fresh = await quickUser(t, "chatty@settings.test");
      expect((await text(fresh.token, ann.userId, "Hello, is this linen?")).code).toBe(1);
      expect((await text(fresh.token, ann.userId, "And in blue?")).code).toBe(1);
      const h = await history(fresh.token, ann.userId);
      expect(h.map((m) => [m.form.id, m.message.content.text])).toEqual([
        [fresh.userId, "Hello, is this linen?"],
        [ann.userId, "Hi! Ask me anything."],
        [fresh.userId, "And in blue?"],
      ]);
      expect(h[1].message.content.key).toBeUndefined();
    });

    it("without a welcome of its own the shop sends the standard greeting", async () => {
      await save(bob.token, form({ shopname: "Bob's Bikes", bio: "Bikes.", welcome: "" }));
      const fresh = await quickUser(t, "quiet@settings.test");
      await text(fresh.token, bob.userId, "Hi");
      const h = await history(fresh.token, bob.userId);
      expect(h[1].message.content).toMatchObject({ key: "welcome", shop: "Bob's Bikes" });
    });
  });
});
