import path from "node:path";
import type { GoodsCard, Page as ListPage, UserInfo } from "@mp/contracts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf } from "./support/api.js";
import { launchBrowser, SCREENSHOTS, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/**
 * Issue 6 in Chromium with two browser contexts: a shopper opens a product of the demo
 * merchant's shop and chats with it; the merchant (its own browser) sees the unread badge,
 * answers, and the shopper sees the answer live; a product card and a picture are exchanged;
 * a message from a contact that is not open raises that contact's count; HTML stays text.
 * Screenshots of both windows in English and Arabic, and the shopper's at phone width.
 */
const POLL = { timeout: 15_000, interval: 200 };
const SHOPPER = { account: "shopper@demo.test", password: "shopper123" };
const MERCHANT = { account: "merchant@demo.test", password: "merchant123" };
const DEMO_SHOP_ID = 1;

/** The screen as the user sees it (the chat window is a dialog over the page, so not the full page). */
async function screenshot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

function chatStrings(lang: string) {
  // the chat strings live in their own locale file (locales/chat/<lang>.json)
  return {
    picture: t(`chat/${lang}`, "chat.picture"),
    customerService: t(`chat/${lang}`, "chat.customer_service"),
  };
}

describe("chat journey: shopper and merchant in two browsers", () => {
  let server: ServerProcess;
  let browser: Browser;
  let shopper: Page;
  let merchant: Page;
  let shopperUser: UserInfo;
  let merchantUser: UserInfo;
  let goods: GoodsCard;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];

  /** the API as the journey's setup calls it (support/api.ts) */
  const api = <T>(path: string, body?: object, token?: string) => apiOf(server).request<T>(path, body, token);

  /** A browser context already logged in (the token and user stored as the login dialog stores them). */
  async function openAs(user: UserInfo, path: string, opts: { lang?: string; width?: number } = {}) {
    const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
    contexts.push(context);
    await context.addInitScript(
      ([u, lang]) => {
        localStorage.setItem(
          "mp-app",
          JSON.stringify({ state: { token: (u as UserInfo).token, userData: u, country: lang }, version: 0 }),
        );
      },
      [user, opts.lang ?? "en"] as const,
    );
    const page = await context.newPage();
    errors.push(watchErrors(page));
    await page.goto(`${server.url}${path}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    return page;
  }

  const thread = (page: Page) => page.getByTestId("chat-thread").or(page.getByTestId("support-thread"));
  const lastMessage = (page: Page) => thread(page).getByTestId("chat-message").last();
  const headerBadge = (page: Page) => page.getByTestId("header-chat").locator(".ant-badge-count");

  async function say(page: Page, text: string) {
    await page.getByTestId("chat-input").fill(text);
    await page.getByTestId("chat-send").click();
    await expect.poll(() => thread(page).innerText(), POLL).toContain(text);
  }

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    browser = await launchBrowser();
    shopperUser = (await api<{ userinfo: UserInfo }>("/api/wanlshop/user/login", { ...SHOPPER, top: 1 })).userinfo;
    merchantUser = (await api<{ userinfo: UserInfo }>("/api/wanlshop/user/login", { ...MERCHANT, top: 1 })).userinfo;
    const filter = encodeURIComponent(JSON.stringify({ shop_id: DEMO_SHOP_ID }));
    const list = await api<ListPage<GoodsCard>>(`/api/wanlshop/product/lists?type=goods&filter=${filter}`);
    goods = list.data[0] as GoodsCard;
    expect(goods.shop_id).toBe(DEMO_SHOP_ID);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  it("the shopper opens a product and chats with its shop; the merchant sees the badge, answers, and it arrives live", async () => {
    merchant = await openAs(merchantUser, "/");
    shopper = await openAs(shopperUser, `/productDetails?id=${goods.id}`);
    await shopper.getByTestId("chat-button").click();
    await shopper.getByTestId("chat-window").waitFor();
    await expect.poll(() => shopper.getByTestId("chat-thread-name").innerText(), POLL).toBe(goods.shop_name);
    // the product is offered as a card; the first message brings the shop's welcome
    await expect.poll(() => shopper.getByTestId("chat-offer").innerText(), POLL).toContain(goods.title);
    await say(shopper, "Hello, is this still in stock?");
    await expect.poll(() => lastMessage(shopper).innerText(), POLL).toContain(goods.shop_name);

    // the merchant's header counts the new message without a reload
    await expect.poll(() => headerBadge(merchant).innerText(), POLL).toBe("1");
    await merchant.getByTestId("header-chat").click();
    await merchant.getByTestId("chat-window").waitFor();
    await expect.poll(() => merchant.getByTestId("chat-thread-name").innerText(), POLL).toBe(shopperUser.nickname);
    await expect.poll(() => thread(merchant).innerText(), POLL).toContain("Hello, is this still in stock?");
    await expect.poll(() => headerBadge(merchant).count(), POLL).toBe(0);

    await say(merchant, "Yes, we have it in all sizes.");
    await expect.poll(() => lastMessage(shopper).innerText(), POLL).toContain("Yes, we have it in all sizes.");
  });

  it("exchanges a product card and a picture, and shows HTML as text", async () => {
    await shopper.getByTestId("chat-send-goods").click();
    const card = merchant.getByTestId("chat-goods-card").last();
    await expect.poll(() => card.innerText(), POLL).toContain(goods.title);
    expect(await card.getAttribute("href")).toBe(`/productDetails?id=${goods.id}`);

    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#2f7de1" } })
      .png()
      .toBuffer();
    await merchant
      .getByTestId("chat-window")
      .locator("input[type=file]")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
    const img = lastMessage(shopper).locator("img");
    await expect.poll(() => img.getAttribute("src"), POLL).toMatch(/^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), POLL).toBe(120);
    // in the list the picture shows as "[Picture]"
    await expect
      .poll(() => shopper.getByTestId(`chat-contact-${merchantUser.user_id}`).innerText(), POLL)
      .toContain(chatStrings("en").picture);

    await say(merchant, "<b>bold</b><script>alert(1)</script>");
    await expect.poll(() => lastMessage(shopper).innerText(), POLL).toContain("<b>bold</b><script>alert(1)</script>");
    expect(await lastMessage(shopper).locator("b, script").count()).toBe(0);
    await screenshot(shopper, "chat-shopper-en");
    await screenshot(merchant, "chat-merchant-en");
  });

  it("raises the count of a contact that is not open and the header badge, and clears it on switching", async () => {
    await shopper.getByTestId("chat-contact-0").click();
    await expect
      .poll(() => shopper.getByTestId("chat-thread-name").innerText(), POLL)
      .toBe(chatStrings("en").customerService);
    await say(merchant, "We also have it in green.");
    const contact = shopper.getByTestId(`chat-contact-${merchantUser.user_id}`);
    await expect.poll(() => contact.locator(".ant-badge-count").innerText(), POLL).toBe("1");
    await expect.poll(() => headerBadge(shopper).innerText(), POLL).toBe("1");
    await contact.click();
    await expect.poll(() => contact.locator(".ant-badge-count").count(), POLL).toBe(0);
    await expect.poll(() => headerBadge(shopper).count(), POLL).toBe(0);
    await expect.poll(() => lastMessage(shopper).innerText(), POLL).toContain("We also have it in green.");

    // closing the window sends a clear for the open contact
    const cleared = shopper.waitForRequest((r) => r.url().endsWith("/api/wanlshop/chat/clear"));
    await shopper.keyboard.press("Escape");
    expect((await cleared).postDataJSON()).toEqual({ id: merchantUser.user_id });
  });

  it("shows both windows in Arabic (right to left) and the shopper's at phone width", async () => {
    const arShopper = await openAs(shopperUser, `/productDetails?id=${goods.id}`, { lang: "ar" });
    const arMerchant = await openAs(merchantUser, "/", { lang: "ar" });
    await expect.poll(() => arShopper.evaluate(() => document.documentElement.dir), POLL).toBe("rtl");
    await arShopper.getByTestId("chat-button").click();
    await expect.poll(() => thread(arShopper).getByTestId("chat-message").count(), POLL).toBeGreaterThan(3);
    await arMerchant.getByTestId("header-chat").click();
    await expect.poll(() => thread(arMerchant).getByTestId("chat-message").count(), POLL).toBeGreaterThan(3);
    await expect
      .poll(() => arShopper.getByTestId("chat-contact-0").innerText(), POLL)
      .toContain(chatStrings("ar").customerService);
    // the conversation shows its newest message (scrolled to the end once pictures have loaded)
    for (const page of [arShopper, arMerchant]) {
      await expect
        .poll(
          () => page.getByTestId("chat-messages").evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight),
          POLL,
        )
        .toBeLessThan(2);
    }
    await screenshot(arShopper, "chat-shopper-ar");
    await screenshot(arMerchant, "chat-merchant-ar");

    const phone = await openAs(shopperUser, "/", { width: 390 });
    await phone.getByTestId("header-menu").click();
    await phone.getByTestId("header-chat").first().click();
    await phone.getByTestId("chat-window").waitFor();
    await expect.poll(() => thread(phone).getByTestId("chat-message").count(), POLL).toBeGreaterThan(3);
    await screenshot(phone, "chat-shopper-phone");
    // full screen on a phone: the window is as wide as the screen
    const box = await phone.getByTestId("chat-window").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(388);
    for (const list of errors) expect(list).toEqual([]);
  });

  it("customer service: the shopper writes, support staff answer from the console inbox, the shopper sees it live", async () => {
    const page = await openAs(shopperUser, "/");
    await page.getByTestId("header-chat").click();
    await page.getByTestId("chat-contact-0").click();
    await say(page, "Where is my parcel?");

    const staff = (
      await api<{ token: string }>("/api/admin/auth/login", { account: "admin@demo.test", password: "admin12345" })
    ).token;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addInitScript((token) => {
      localStorage.setItem("mp-app", JSON.stringify({ state: { adminToken: token, country: "en" }, version: 0 }));
    }, staff);
    const desk = await context.newPage();
    errors.push(watchErrors(desk));
    await desk.goto(`${server.url}/admin/support`);
    const row = desk.getByTestId(`support-thread-${shopperUser.user_id}`);
    await expect.poll(() => row.innerText(), POLL).toContain("Where is my parcel?");
    await row.click();
    await expect.poll(() => desk.getByTestId("support-thread").innerText(), POLL).toContain("Where is my parcel?");
    await say(desk, "It left our warehouse today.");
    await expect.poll(() => lastMessage(page).innerText(), POLL).toContain("It left our warehouse today.");
    await expect.poll(() => row.innerText(), POLL).toContain("Demo Admin");
    await screenshot(desk, "chat-support-inbox-en");
    for (const list of errors) expect(list).toEqual([]);
  });
});
