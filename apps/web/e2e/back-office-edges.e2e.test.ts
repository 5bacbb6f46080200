import { readFile } from "node:fs/promises";
import type { Envelope, GoodsDetail, ShopGoodsRow } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const PAYPASS = { merchant: "482916", shopper: "864213" };
/** Raw keys of the back office's and the console's bundles shown instead of text. */
const RAW_KEY = new RegExp(
  `${RAW_LOCALE_KEY.source}|\\b(shopGoods|shop_orders|shop_home|oversight|contentAdmin|support|chat|orders)\\.[a-z_]+\\b`,
);
/** Each screen in English on a desktop and in Arabic on a phone. */
const SCREENS = [
  { lang: "en", width: 1280, height: 900, tag: "en" },
  { lang: "ar", width: 390, height: 844, tag: "phone-ar" },
] as const;
type Screen = (typeof SCREENS)[number];
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 35's rough edges of the back office (items 9, 10, 11, 16, 17 and 22), against the demo
 * seed, each in English on a desktop and in Arabic on a phone: what the supplier desk and the
 * refund decision show of the variant and the address, the support inbox's and the console
 * menu's layout, "Contact buyer" attaching the order instead of sending a text, the goods list
 * after a save, order rows that open, the buyer search by part of an e-mail, the shopper's order
 * history words, the banner hints, the notice badge and the shop home's height. Layout is checked
 * by measured boxes; screenshots of each screen are kept.
 */
describe("back office edges", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let api: ReturnType<typeof apiOf>;
  const tokens = { shopper: "", merchant: "", staff: "" };
  const ids = { shopper: 0, merchant: 0 };
  let shopperEmail = "";
  /** an order of a supplier product with options, paid by the shopper and by the merchant (at the desk) */
  let deskOrder = { id: 0, no: "" };
  /** the spec pairs of its line, as stored ("Plug" -> "EU") */
  let spec: [string, string][] = [];
  /** a refund of a second such order, refused by the merchant and taken to the platform */
  let refundId = 0;
  /** one of the merchant's own goods, to edit and save */
  let ownGoodsId = 0;
  const errors: string[][] = [];

  /** A page as `who` in `screen`'s language and size (the token saved as the app keeps it). */
  async function pageAs(who: "shopper" | "merchant" | "staff", screen: Screen): Promise<Page> {
    const ctx = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      acceptDownloads: true,
    });
    const state = who === "staff" ? { adminToken: tokens.staff } : { token: tokens[who] };
    await ctx.addInitScript(
      (s) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
        saved.state = { ...saved.state, ...s };
        localStorage.setItem("mp-app", JSON.stringify(saved));
      },
      { ...state, country: screen.lang },
    );
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    return page;
  }
  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  /** the option words as a language's app shows them (docs/storefront.md#specification-words) */
  const specWord = (lang: string, kind: "name" | "value", word: string) => {
    const key = word
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "");
    try {
      return t(lang, `specs.${kind}.${key === "color" ? "colour" : key}`, "specs");
    } catch {
      return word;
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    tokens.staff = await api.staffLogin();
    const s = await api.login(DEMO.shopper);
    const m = await api.login(DEMO.merchant);
    tokens.shopper = s.token;
    tokens.merchant = m.token;
    ids.shopper = s.id;
    ids.merchant = m.id;
    shopperEmail = DEMO.shopper.email;
    await api.setPayPassword(smtp, DEMO.shopper.email, s.token, PAYPASS.shopper);
    await api.setPayPassword(smtp, DEMO.merchant.email, m.token, PAYPASS.merchant);
    await api.fund(tokens.staff, s.id, "2000");
    await api.fund(tokens.staff, m.id, "2000");
    // a province that is not the city, so that a screen leaving it out shows
    await api.call(
      "/api/wanlshop/address/address",
      {
        type: "add",
        data: {
          name: "Ada Buyer",
          mobile_code: "49",
          mobile: "15112345678",
          country: "Germany",
          province: "Brandenburg",
          city: "Potsdam",
          zip_code: "14467",
          address: "Am Neuen Markt 1",
          default: 1,
        },
      },
      { Token: s.token },
    );
    // the merchant's goods: a supplier listing with options in stock, and one of their own
    let pick: { goods_id: number; sku_id: number; spec: Record<string, string> } | null = null;
    for (let page = 1; page <= 10 && (!pick || !ownGoodsId); page++) {
      const list = await api.call<{ data: ShopGoodsRow[] }>(
        "/api/wanlshop/shop/goods/list",
        { page, limit: 50, status: "on" },
        { Token: m.token },
      );
      if (!list.data.length) break;
      for (const g of list.data) {
        if (!ownGoodsId && g.supplier_goods_id === null && g.taken_down === 0 && Number(g.price) < 250)
          ownGoodsId = g.id;
        if (pick || g.supplier_goods_id === null || Number(g.price) > 400) continue;
        const r = await fetch(`${server.url}/api/wanlshop/product/goods?id=${g.id}`);
        const detail = ((await r.json()) as Envelope<GoodsDetail>).data;
        const sku = detail?.skus
          .filter((k) => k.stock >= 3 && Object.keys(k.spec_values).length > 0)
          .sort((a, b) => Object.keys(b.spec_values).length - Object.keys(a.spec_values).length)[0];
        if (sku) pick = { goods_id: g.id, sku_id: sku.id, spec: sku.spec_values };
      }
    }
    if (!pick || !ownGoodsId)
      throw new Error("the demo merchant has no supplier listing with options, or no own goods");
    spec = Object.entries(pick.spec);
    const buy = async () => {
      const { order_ids } = await api.call<{ order_ids: number[] }>(
        "/api/wanlshop/order/addOrder",
        { goods_id: pick?.goods_id, sku_id: pick?.sku_id, number: 1 },
        { Token: s.token },
      );
      const id = order_ids[0] as number;
      await api.call(
        "/api/wanlshop/pay/payment",
        { order_ids: [id], pay_password: PAYPASS.shopper },
        { Token: s.token },
      );
      return id;
    };
    // the desk's order: paid by the shopper, then the buy price by the merchant ("Pay and ship")
    const deskId = await buy();
    await api.call("/api/wanlshop/shop/order/ship", { id: deskId, pay_password: PAYPASS.merchant }, { Token: m.token });
    const detail = await api.call<{ order_no: string; preparing: boolean }>(
      "/api/wanlshop/shop/order/detail",
      { id: deskId },
      { Token: m.token },
    );
    expect(detail.preparing).toBe(true);
    deskOrder = { id: deskId, no: detail.order_no };
    // a second order, its refund refused by the merchant and taken to the platform
    const refundOrder = await buy();
    const refund = await api.call<{ id: number }>(
      "/api/wanlshop/refund/apply",
      { order_id: refundOrder, type: 0, money: "1.00", reason: "The wrong plug came" },
      { Token: s.token },
    );
    refundId = refund.id;
    await api.call(
      "/api/wanlshop/shop/refund/refuse",
      { id: refundId, reason: "We sent the plug ordered" },
      { Token: m.token },
    );
    await api.call("/api/wanlshop/refund/arbitration", { id: refundId }, { Token: s.token });
    // the shopper writes to customer service
    await api.call(
      "/api/wanlshop/chat/send",
      { to_id: 0, message: { type: "text", content: { text: "Hello, where is my parcel?" } } },
      { Token: s.token },
    );
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
  });

  describe.each(SCREENS)("$lang at $width px", (screen) => {
    const { lang, tag } = screen;

    it("item 9: the supplier desk names the variant and the whole address, its CSV too", async () => {
      const staff = await pageAs("staff", screen);
      await staff.goto(`${server.url}/admin/supplier`);
      const row = staff.locator(`[data-testid=supplier-queue-row][data-order-id="${deskOrder.id}"]`);
      await row.waitFor();
      const shown = await row.innerText();
      for (const [name, value] of spec) {
        expect(shown).toContain(specWord(lang, "name", name));
        expect(shown).toContain(specWord(lang, "value", value));
      }
      for (const part of ["Am Neuen Markt 1", "Potsdam", "Brandenburg", "14467", "Germany"])
        expect(shown).toContain(part);
      expect(await row.getByTestId("supplier-line-spec").count()).toBe(1);
      await noRawKeys(staff);
      await screenshot(staff, `edges-supplier-desk-${tag}`);
      const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByTestId("csv-export").click()]);
      const text = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
      const [header, ...rows] = text.trim().split(/\r?\n/);
      const columns = (header ?? "").split(",");
      expect(columns).toContain("variant");
      expect(columns).toContain("province");
      const line = rows.find((r) => r.startsWith(deskOrder.no));
      expect(line).toBeDefined();
      // the CSV keeps the merchant's words as stored, whatever the screen's language
      for (const [name, value] of spec) expect(line).toContain(`${name}: ${value}`);
      expect(line).toContain("Brandenburg");
    });

    it("item 9: the refund decision shows the disputed variant", async () => {
      const staff = await pageAs("staff", screen);
      await staff.goto(`${server.url}/admin/refunds`);
      await staff.getByTestId(`refund-open-${refundId}`).click();
      const dialog = staff.getByTestId("refund-detail");
      const lines = dialog.locator(".ant-table-tbody");
      await lines.waitFor();
      await settle(staff);
      const shown = await lines.innerText();
      for (const [name, value] of spec) {
        expect(shown).toContain(specWord(lang, "name", name));
        expect(shown).toContain(specWord(lang, "value", value));
      }
      await noRawKeys(staff);
      await screenshot(staff, `edges-refund-decision-${tag}`);
    });

    it("item 10: the support inbox keeps its thread wide and the name on one line after a reply", async () => {
      const staff = await pageAs("staff", screen);
      await staff.goto(`${server.url}/admin/support`);
      const row = staff.getByTestId(`support-thread-${ids.shopper}`);
      await row.click();
      await staff.getByTestId("support-thread").waitFor();
      const reply = `Thank you for waiting. ${"Your parcel left our warehouse this morning and should arrive within two working days. ".repeat(3)}`;
      await staff.getByTestId("chat-input").fill(reply);
      await staff.getByTestId("chat-send").click();
      await expect.poll(() => row.innerText()).toContain("Thank you for waiting");
      await settle(staff);
      const viewport = screen.width;
      const thread = (await staff.getByTestId("support-thread").boundingBox()) as Box;
      // a desktop: the list keeps its width and the thread takes the rest; a phone: the whole width
      expect(thread.width).toBeGreaterThanOrEqual(viewport >= 1000 ? viewport * 0.45 : viewport * 0.85);
      const queue = (await staff.getByTestId("support-queue").boundingBox()) as Box;
      if (viewport >= 1000) expect(queue.width).toBeLessThanOrEqual(360);
      const name = staff.getByTestId("support-thread-name");
      const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 22);
      expect(((await name.boundingBox()) as Box).height).toBeLessThanOrEqual(lineHeight * 1.5);
      await noRawKeys(staff);
      await screenshot(staff, `edges-support-inbox-${tag}`);
    });

    it("item 10: the console's menu is a drawer on a phone and a side menu on a desktop", async () => {
      const staff = await pageAs("staff", screen);
      await staff.goto(`${server.url}/admin`);
      await staff.getByTestId("admin-content").waitFor();
      await settle(staff);
      const content = async () => ((await staff.getByTestId("admin-content").boundingBox()) as Box).width;
      if (screen.width >= 1000) {
        // the side menu stays in view beside the page
        expect(await staff.getByTestId("admin-menu-users").isVisible()).toBe(true);
        expect(await staff.getByTestId("admin-menu-toggle").count()).toBe(0);
        await screenshot(staff, `edges-console-menu-${tag}`);
        return;
      }
      // a phone: the page has the screen's width, the menu is folded away behind a button
      expect(await content()).toBeGreaterThanOrEqual(screen.width * 0.9);
      expect(await staff.getByTestId("admin-menu-users").isVisible()).toBe(false);
      await staff.getByTestId("admin-menu-toggle").click();
      await staff.getByTestId("admin-menu-drawer").waitFor();
      await settle(staff);
      expect(await staff.getByTestId("admin-menu-users").isVisible()).toBe(true);
      // it lies over the page and does not squeeze it
      expect(await content()).toBeGreaterThanOrEqual(screen.width * 0.9);
      await screenshot(staff, `edges-console-menu-open-${tag}`);
      await staff.getByTestId("admin-menu-users").click();
      await staff.waitForURL(/\/admin\/users/);
      await expect.poll(() => staff.getByTestId("admin-menu-users").isVisible()).toBe(false);
      expect(await content()).toBeGreaterThanOrEqual(screen.width * 0.9);
      await noRawKeys(staff);
    });

    it("item 11: Contact buyer attaches the order's card and sends only when the merchant sends", async () => {
      const history = async () =>
        api.call<{ id: number; message: { type: string; content: { order_no?: string } } }[]>(
          "/api/wanlshop/chat/history2",
          { to_id: ids.shopper },
          { Token: tokens.merchant },
        );
      const before = (await history()).length;
      const merchant = await pageAs("merchant", screen);
      await merchant.goto(`${server.url}/order_stay_detail?id=${deskOrder.id}`);
      await merchant.getByTestId("order-contact-buyer").click();
      const attached = merchant.getByTestId("chat-attached-order");
      await attached.waitFor();
      expect(await attached.innerText()).toContain(deskOrder.no);
      // clicking again (the window closed and opened) attaches it again, and still sends nothing
      await merchant.keyboard.press("Escape");
      await merchant.getByTestId("chat-window").waitFor({ state: "detached" });
      await merchant.getByTestId("order-contact-buyer").click();
      await attached.waitFor();
      await settle(merchant);
      await screenshot(merchant, `edges-contact-buyer-${tag}`);
      expect((await history()).length).toBe(before);
      // the merchant sends: the card, and nothing in the merchant's words but what they typed
      await merchant.getByTestId("chat-send").click();
      await attached.waitFor({ state: "detached" });
      await expect.poll(async () => (await history()).length).toBe(before + 1);
      const sent = (await history()).at(-1);
      expect(sent?.message).toMatchObject({ type: "order", content: { order_no: deskOrder.no } });
      const card = merchant.getByTestId("chat-thread").getByTestId("chat-order-card").last();
      await card.waitFor();
      expect(await card.innerText()).toContain(t(lang, "chat.order_no", "chat").replace("{{no}}", deskOrder.no));
      await noRawKeys(merchant);
      await screenshot(merchant, `edges-contact-buyer-sent-${tag}`);
      // the buyer sees the card in their own language, and it opens their order
      const shopper = await pageAs("shopper", screen);
      await shopper.goto(`${server.url}/`);
      if (screen.width < 992) await shopper.getByTestId("header-menu").click();
      await shopper.getByTestId("header-chat").first().click();
      // the window opens on a conversation with unread messages; a phone shows the list after "Back"
      await shopper.getByTestId("chat-thread").waitFor();
      if (screen.width < 768) await shopper.getByRole("button", { name: t(lang, "chat.back", "chat") }).click();
      await shopper.getByTestId(`chat-contact-${ids.merchant}`).click();
      const theirs = shopper.getByTestId("chat-thread").getByTestId("chat-order-card").last();
      await theirs.waitFor();
      expect(await theirs.innerText()).toContain(t(lang, "chat.order_no", "chat").replace("{{no}}", deskOrder.no));
      await screenshot(shopper, `edges-order-card-shopper-${tag}`);
      await theirs.click();
      await shopper.waitForURL(new RegExp(`/order-detail\\?id=${deskOrder.id}$`));
    });

    it("item 16: after saving goods the list opens at its top", async () => {
      const merchant = await pageAs("merchant", screen);
      await merchant.goto(`${server.url}/shop-goods/edit?id=${ownGoodsId}`);
      await merchant.getByTestId("goods-save").waitFor();
      await settle(merchant);
      await merchant.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await merchant.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await merchant.getByTestId("goods-save").click();
      await merchant.getByTestId("goods-save-confirm").click();
      await merchant.getByTestId("goods-limits").waitFor();
      await merchant.waitForURL(/\/shop-goods$/);
      await settle(merchant);
      expect(await merchant.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(merchant, `edges-goods-after-save-${tag}`);
    });

    it("item 16: an order row opens the order, and the buyer is found by part of their e-mail", async () => {
      const merchant = await pageAs("merchant", screen);
      await merchant.goto(`${server.url}/shop-order`);
      const search = merchant.getByTestId("shop-order-search").locator("input");
      await search.fill(shopperEmail.slice(2, -4).toUpperCase());
      await search.press("Enter");
      const row = merchant.locator(`[data-testid=shop-order-row][data-order-id="${deskOrder.id}"]`);
      await row.waitFor();
      expect(await merchant.getByTestId("shop-order-row").count()).toBeGreaterThan(0);
      await noRawKeys(merchant);
      await screenshot(merchant, `edges-order-search-${tag}`);
      // the row itself (its picture and title) opens the order, not only its button
      await row.locator(".shop-order-row__info").click();
      await merchant.waitForURL(new RegExp(`/order_stay_detail\\?id=${deskOrder.id}$`));
      await merchant.getByTestId("shop-order-detail").waitFor();
      // the order's variant in the merchant's language, as the supplier desk names it
      const variant = await merchant.getByTestId("shop-order-line-spec").first().innerText();
      for (const [name, value] of spec) {
        expect(variant).toContain(specWord(lang, "name", name));
        expect(variant).toContain(specWord(lang, "value", value));
      }
      await noRawKeys(merchant);
      await screenshot(merchant, `edges-order-detail-variant-${tag}`);
    });

    it("item 17: the shopper's order history names the supplier desk's step in words", async () => {
      const shopper = await pageAs("shopper", screen);
      await shopper.goto(`${server.url}/order-detail?id=${deskOrder.id}`);
      const history = shopper.locator(".ant-timeline");
      await history.waitFor();
      // each step is named in words, never by its code ("preparing")
      const names = await history.locator(".ant-timeline-item strong").allInnerTexts();
      expect(names).toContain(t(lang, "orders.event_preparing", "buying"));
      for (const name of names) expect(name).not.toMatch(/^[a-z_]+$/);
      await noRawKeys(shopper);
      await screenshot(shopper, `edges-order-history-${tag}`);
    });

    it("item 17: the banner form's link example opens a real page, and it says the picture's size", async () => {
      const staff = await pageAs("staff", screen);
      await staff.goto(`${server.url}/admin/banners`);
      await staff.getByTestId("banner-add").click();
      await staff.getByTestId("banner-dialog").waitFor();
      await settle(staff);
      const url = staff.getByTestId("banner-url");
      const hint = await staff
        .locator(".ant-form-item")
        .filter({ has: url })
        .locator(".ant-form-item-extra")
        .innerText();
      const placeholder = (await url.getAttribute("placeholder")) ?? "";
      const examples = [...hint.matchAll(/\/[A-Za-z_][\w/-]*(\?[\w=&-]+)?/g)].map((m) => m[0]);
      expect(examples.length).toBeGreaterThan(0);
      expect(examples).toContain(placeholder);
      const visitor = await browser.newPage();
      for (const path of examples) {
        await visitor.goto(`${server.url}${path}`);
        await visitor.locator("main").first().waitFor();
        await visitor.waitForLoadState("networkidle");
        expect(await visitor.getByTestId("not-found").count(), path).toBe(0);
      }
      await visitor.close();
      const size = await staff.getByTestId("banner-image-hint").innerText();
      expect(size).toBe(t(lang, "contentAdmin.image_hint", "console-content"));
      expect(size).toMatch(/20\s*:\s*7/);
      await noRawKeys(staff);
      await screenshot(staff, `edges-banner-hints-${tag}`);
    });

    it("item 22: a two-digit notice badge covers no other link's icon", async () => {
      const shopper = await pageAs("shopper", screen);
      // twelve unread notices (the count the header asks for, its other figures as they are)
      await shopper.route("**/api/wanlshop/notice/count", async (route) => {
        const real = await route.fetch();
        const body = (await real.json()) as Envelope<Record<string, number>>;
        await route.fulfill({ response: real, json: { ...body, data: { ...body.data, total: 12 } } });
      });
      await shopper.goto(`${server.url}/`);
      if (screen.width < 992) await shopper.getByTestId("header-menu").click();
      const badge = shopper.getByTestId("header-notices").locator("xpath=..").locator(".ant-badge-count").first();
      await badge.waitFor();
      await settle(shopper);
      expect(await badge.innerText()).toBe("12");
      const badgeBox = (await badge.boundingBox()) as Box;
      const links = shopper.locator("a.hdr-link:visible, button.hdr-link:visible");
      for (let i = 0; i < (await links.count()); i++) {
        const link = links.nth(i);
        if ((await link.getAttribute("data-testid")) === "header-notices") continue;
        const icon = await link.locator(".anticon").first().boundingBox();
        if (icon) expect(overlap(badgeBox, icon), await link.innerText()).toBe(false);
      }
      // and the links keep their places: on a desktop the bar still holds them on one line
      if (screen.width >= 992) {
        const first = (await links.first().boundingBox()) as Box;
        const last = (await links.last().boundingBox()) as Box;
        expect(Math.abs(last.y - first.y)).toBeLessThanOrEqual(2);
      }
      // over its own icon it takes a corner, leaving the bell in view
      const bell = (await shopper.getByTestId("header-notices").locator(".anticon").first().boundingBox()) as Box;
      const covered =
        Math.max(0, Math.min(badgeBox.x + badgeBox.width, bell.x + bell.width) - Math.max(badgeBox.x, bell.x)) *
        Math.max(0, Math.min(badgeBox.y + badgeBox.height, bell.y + bell.height) - Math.max(badgeBox.y, bell.y));
      expect(covered / (bell.width * bell.height)).toBeLessThan(0.5);
      // nor its own link's word, where the word is shown
      const word = shopper.getByTestId("header-notices").locator("span").last();
      if (await word.isVisible()) expect(overlap(badgeBox, (await word.boundingBox()) as Box)).toBe(false);
      await screenshot(shopper, `edges-notice-badge-${tag}`);
    });

    it("item 22: the shop home ends with its footer, no blank band below", async () => {
      const merchant = await pageAs("merchant", screen);
      await merchant.goto(`${server.url}/shop-store`);
      await merchant.getByTestId("home-chart").waitFor();
      await settle(merchant);
      const gap = await merchant.evaluate(() => {
        const footer = document.querySelector("footer.footer") as HTMLElement;
        const bottom = footer.getBoundingClientRect().bottom + window.scrollY;
        return document.documentElement.scrollHeight - bottom;
      });
      expect(gap).toBeLessThanOrEqual(1);
      await noRawKeys(merchant);
      await screenshot(merchant, `edges-shop-home-${tag}`);
      for (const list of errors) expect(list).toEqual([]);
    });
  });
});
