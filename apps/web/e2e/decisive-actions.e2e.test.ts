import { LANGUAGES } from "@mp/contracts";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { disputedRefund } from "./support/disputed-refund.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const RAW_KEY = new RegExp(
  `${RAW_LOCALE_KEY.source}|\\b(oversight|bond|merchants|shopGoods|shop_settings|consoleCatalogue)\\.[a-z_]+\\b`,
);
const PAYPASS = "864213";
const MINA = { email: "mina@journey.test", password: "journey123" };
const SHOP = "Mina Crafts Journey";
const b = (lang: string, key: string) => t(lang, key, "bond");
const g = (lang: string, key: string) => t(lang, key, "shop-goods");
const fill = (s: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), s);

/**
 * Issue 35, items 14, 15 and 18, in Chromium against the demo seed. Staff: approving a shop, a
 * shop name change and an arbitration decision each ask first, saying what will happen (with the
 * amount where money moves), and say when it is done; the refund decision and the supplier goods
 * form answer a missing field in our own words, without an error of the page. The merchant of the
 * new shop: the goods form shows no error before anything is typed, outlines only the price over
 * the level's cap, takes several pictures at once, and asks before putting goods on sale; paying
 * a $1,000 bond is confirmed with its amount and level; the bond page forgets an old "agreed"
 * notice once bond is paid again, and its refund dialog goes down to a level. English desktop
 * and Arabic at 390 px.
 */
describe("decisive actions: asked first, answered after; forms that check without errors", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let api: ReturnType<typeof apiOf>;
  let staffToken = "";
  let staff: Page;
  let merchant: Page;
  let staffErrors: string[] = [];
  let merchantErrors: string[] = [];
  let mina = { token: "", id: 0 };
  let refundId = 0;
  /** when Mina's registration code was sent: one code a minute per address */
  let codeSentAt = 0;

  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  const pageErrors = (list: string[]) => list.filter((e) => e.startsWith("pageerror"));
  const confirmBox = (page: Page, text: string) => page.locator(".ant-modal-confirm", { hasText: text });
  const toast = (page: Page, text: string) => page.locator(".ant-message").getByText(text);
  /** antd puts a test id on the input itself or on its wrapper */
  const field = (page: Page, id: string) => page.locator(`input[data-testid=${id}], [data-testid=${id}] input`);
  async function inViewport(page: Page, target: Locator) {
    const box = await target.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
  }
  const png = (colour: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const upload = async (token: string, purpose?: string) => api.upload(token, await png("#2e86c1"), "id.png", purpose);
  async function chooseLanguage(page: Page, code: string, index: number) {
    await page.evaluate(
      ([country, countryIndex]) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "{}");
        localStorage.setItem("mp-app", JSON.stringify({ ...saved, state: { ...saved.state, country, countryIndex } }));
      },
      [code, index] as const,
    );
  }
  const day = (years: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() + years);
    return d.toISOString().slice(0, 10);
  };
  async function askNameChange(token: string, shopname: string) {
    const s = await api.call<Record<string, unknown>>("/api/wanlshop/shop/setting", {}, { Token: token });
    await api.call(
      "/api/wanlshop/shop/setting_save",
      {
        shopname,
        avatar: s.avatar ?? "",
        logo: s.logo ?? "",
        banner: s.banner ?? "",
        bio: s.bio ?? "",
        welcome: s.welcome ?? "",
        hours: s.hours,
      },
      { Token: token },
    );
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    staffToken = await api.staffLogin();

    // Mina registers, gets $1,500 and applies for a shop (her fund password waits for the bond
    // step: one code a minute per address)
    await api.call("/api/ems/send", { email: MINA.email, event: "register" });
    codeSentAt = Date.now();
    await api.call("/api/wanlshop/user/register", { ...MINA, captcha: await smtp.codeFor(MINA.email) });
    mina = await api.login(MINA);
    await api.fund(staffToken, mina.id, "1500");
    await api.call(
      "/api/wanlshop/shop/apply",
      {
        store_type: 0,
        name: "Mina Okafor",
        birthday: day(-30),
        birthplace: "Lagos",
        residence: "Berlin",
        nationality: "Nigerian",
        issuing_country: "Nigeria",
        id_number: "A01234567",
        id_validity: day(5),
        id_front: await upload(mina.token, "identity"),
        id_back: await upload(mina.token, "identity"),
        shopname: SHOP,
        street: "1 Market Street",
        city: "Berlin",
        postal_code: "10115",
        email: "shop@mina.test",
        avatar: "",
        logo: "",
        bio: "Hand-made things.",
        agreement: 1,
        address_confirm: 1,
      },
      { Token: mina.token },
    );

    // the demo merchant asks for a new shop name
    const m = await api.login(DEMO.merchant);
    await askNameChange(m.token, "Harbor Lane Goods");

    // the demo shopper buys from the demo merchant, asks a refund, is refused, goes to the platform
    const s = await api.login(DEMO.shopper);
    await api.setPayPassword(smtp, DEMO.shopper.email, s.token, PAYPASS);
    await api.fund(staffToken, s.id, "300");
    const { refund } = await disputedRefund(api, {
      shopper: s,
      merchant: m,
      payPassword: PAYPASS,
      images: [await upload(s.token)],
      refusal: "It left intact",
    });
    refundId = refund.id;

    staff = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    staffErrors = watchErrors(staff);
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill(DEMO.staff.account);
    await staff.getByTestId("admin-password").fill(DEMO.staff.password);
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-shops").waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  it("approving a shop asks first, naming the shop, and says it is open", async () => {
    await staff.getByTestId("admin-menu-shops").click();
    await staff.getByTestId("shop-apply-tab-2").click();
    await staff.getByRole("cell", { name: SHOP }).waitFor();
    await staff.locator('[data-testid^="shop-apply-open-"]').first().click();
    await staff.getByTestId("shop-apply-dialog").waitFor();
    await staff.getByTestId("shop-apply-approve").click();
    const ask = confirmBox(staff, `Approve the shop ${SHOP}?`);
    await ask.waitFor();
    expect(await ask.innerText()).toContain("Mina Okafor gets the shop at once");
    await screenshot(staff, "decisive-shop-approve-confirm-en");
    // cancelling changes nothing
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await staff.getByTestId("shop-apply-dialog").count()).toBe(1);
    await staff.getByTestId("shop-apply-approve").click();
    await staff.getByTestId("shop-apply-approve-confirm").click();
    await toast(staff, `${SHOP} is open: the applicant has been told`).waitFor();
    await staff.getByTestId("shop-apply-dialog").waitFor({ state: "detached" });
    await noRawKeys(staff);
  });

  it("approving a shop name change asks first, old and new name, and says it is done", async () => {
    await staff.goto(`${server.url}/admin/shops`);
    await staff.getByTestId("shop-review-names").click();
    const approve = staff.locator('[data-testid^="name-approve-"]').first();
    await approve.waitFor();
    await approve.click();
    const ask = confirmBox(staff, "Rename Harbor Lane Market to Harbor Lane Goods?");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("Shoppers see the new name on the shop at once");
    await screenshot(staff, "decisive-name-approve-confirm-en");
    await staff.getByTestId("name-approve-confirm").click();
    await toast(staff, "The shop is now called Harbor Lane Goods").waitFor();
    await noRawKeys(staff);
  });

  it("an arbitration decision wants its note in our words, then asks with the amount and says it is done", async () => {
    await staff.goto(`${server.url}/admin/refunds`);
    await staff.getByTestId(`refund-open-${refundId}`).click();
    await staff.getByTestId("refund-detail").waitFor();
    await settle(staff);
    // no note: the field says so; the page throws nothing
    await staff.getByTestId("refund-approve").click();
    await staff
      .getByTestId("refund-detail")
      .getByText(t("en", "oversight.note_required", "console-oversight"))
      .waitFor();
    await staff.getByTestId("refund-reject").click();
    await settle(staff);
    expect(pageErrors(staffErrors)).toEqual([]);
    expect(await staff.locator(".ant-modal-confirm").count()).toBe(0);
    await staff.getByTestId("refund-note").fill("The photo shows transport damage");
    await staff.getByTestId("refund-approve").click();
    const ask = confirmBox(staff, "Refund US$1.00 to the buyer?");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("The money goes back to the buyer's wallet at once");
    await screenshot(staff, "decisive-arbitration-confirm-en");
    await staff.getByTestId("refund-decision-confirm").click();
    await toast(staff, "US$1.00 refunded to the buyer").waitFor();
    await staff.getByTestId("refund-detail").waitFor({ state: "detached" });
    expect(pageErrors(staffErrors)).toEqual([]);
  });

  it("the supplier goods form answers missing fields in our own words, without an error of the page", async () => {
    await staff.goto(`${server.url}/admin/supplier-goods`);
    await staff.getByTestId("supplier-add").click();
    const dialog = staff.getByTestId("supplier-dialog");
    await dialog.waitFor();
    await settle(staff);
    await staff.getByTestId("supplier-save").click();
    await dialog.locator(".ant-form-item-explain-error").first().waitFor();
    await settle(staff);
    // the refused check is not an error of the page, and no message is antd's own
    expect(pageErrors(staffErrors)).toEqual([]);
    expect(await dialog.innerText()).not.toMatch(/Please enter|Please select|is required/);
    const cat = (key: string) => t("en", `consoleCatalogue.${key}`, "console-catalogue");
    for (const key of ["title_invalid", "buy_price_invalid", "category_invalid", "images_invalid"])
      await dialog.getByText(cat(key)).waitFor();
    await screenshot(staff, "decisive-supplier-goods-empty-en");
    await staff.keyboard.press("Escape");
  });

  it("the goods form: no error before typing, only the price over the cap outlined, several pictures at once", async () => {
    merchant = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    merchantErrors = watchErrors(merchant);
    // Mina signed in (her session as the login answers it)
    const login = await api.call<{ userinfo: Record<string, unknown> & { token: string } }>(
      "/api/wanlshop/user/login",
      { account: MINA.email, password: MINA.password, top: 1 },
    );
    mina.token = login.userinfo.token;
    await merchant.goto(server.url);
    await merchant.evaluate(
      (userinfo) =>
        localStorage.setItem(
          "mp-app",
          JSON.stringify({ state: { token: userinfo.token, userData: userinfo }, version: 0 }),
        ),
      login.userinfo,
    );
    await merchant.goto(`${server.url}/shop-goods/edit`);
    await merchant.getByTestId("goods-title").waitFor();
    const errorsShown = () => merchant.locator(".goods-editor .ant-form-item-explain-error").count();
    // a new specification and its values: nothing is wrong yet
    await merchant.getByTestId("spec-add").click();
    await settle(merchant);
    expect(await errorsShown()).toBe(0);
    await merchant.getByTestId("spec-name").fill("Colour");
    const values = merchant.getByTestId("spec-values").locator("input");
    await values.fill("Red,");
    await values.fill("Blue,");
    await field(merchant, "sku-price").nth(0).fill("450");
    await settle(merchant);
    expect(await errorsShown()).toBe(0);
    await screenshot(merchant, "decisive-goods-typing-en");

    // several pictures chosen at once all arrive
    const chooser = merchant.getByTestId("goods-images").locator("input[type=file]");
    await chooser.setInputFiles([
      { name: "a.png", mimeType: "image/png", buffer: await png("#e74c3c") },
      { name: "b.png", mimeType: "image/png", buffer: await png("#27ae60") },
      { name: "c.png", mimeType: "image/png", buffer: await png("#f1c40f") },
    ]);
    await expect.poll(() => merchant.locator(".goods-images__item img").count()).toBe(3);

    await field(merchant, "sku-price").nth(1).fill("20");
    await field(merchant, "sku-stock").nth(0).fill("3");
    await field(merchant, "sku-stock").nth(1).fill("4");
    await merchant.getByTestId("goods-title").fill("Hand-thrown bowl");
    await merchant.getByTestId("goods-category").click();
    await merchant.keyboard.type("Kitchen");
    await merchant.locator(".ant-select-tree-treenode:visible .ant-select-tree-title").first().click();
    await merchant.getByTestId("goods-save").click();
    // the $450 box alone is outlined, and the message names the cap
    const capMessage = fill(g("en", "shopGoods.price_over_cap"), { cap: "US$300.00" });
    await merchant.getByText(capMessage).waitFor();
    const outlined = (i: number) =>
      field(merchant, "sku-price")
        .nth(i)
        .evaluate((el) => el.closest(".ant-input-affix-wrapper")?.className.includes("status-error") ?? false);
    expect(await outlined(0)).toBe(true);
    expect(await outlined(1)).toBe(false);
    expect(await merchant.locator(".sku-table [class*=status-error]").count()).toBe(1);
    expect(await merchant.locator(".ant-modal-confirm").count()).toBe(0);
    await merchant.getByTestId("sku-table").scrollIntoViewIfNeeded();
    await screenshot(merchant, "decisive-goods-cap-en");

    // mended, the save asks first with the price, then says it is on sale
    await field(merchant, "sku-price").nth(0).fill("250");
    await settle(merchant);
    expect(await merchant.getByText(capMessage).count()).toBe(0);
    await merchant.getByTestId("goods-save").click();
    const ask = confirmBox(merchant, "Put Hand-thrown bowl on sale?");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("Price: US$20.00 – US$250.00.");
    await screenshot(merchant, "decisive-goods-confirm-en");
    await merchant.getByTestId("goods-save-confirm").click();
    await toast(merchant, "Hand-thrown bowl is on sale").waitFor();
    await merchant.getByTestId("shop-goods-page").waitFor();
    expect(pageErrors(merchantErrors)).toEqual([]);
    await noRawKeys(merchant);
  });

  it("paying a $1,000 bond asks with the amount and the level; an old agreed refund leaves with the next payment", async () => {
    await new Promise((r) => setTimeout(r, Math.max(0, codeSentAt + 61_000 - Date.now())));
    await api.setPayPassword(smtp, MINA.email, mina.token, PAYPASS);
    await merchant.goto(`${server.url}/shop_bond`);
    await merchant.getByTestId("bond-current-level").waitFor();
    await merchant.getByTestId("bond-pay-open").click();
    await merchant.getByTestId("bond-pay-dialog").waitFor();
    await merchant.getByTestId("bond-contract").getByText("Getting the bond back").waitFor();
    await merchant.getByTestId("bond-pay-name").fill("Mina Okafor");
    await merchant.getByTestId("bond-pay-password").fill(PAYPASS);
    await merchant.getByTestId("bond-pay-submit").click();
    const ask = confirmBox(merchant, "Pay US$1,000.00 into your bond?");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("your store becomes Level 2");
    expect(await ask.innerText()).toContain("US$1,500.00");
    await screenshot(merchant, "decisive-bond-confirm-en");
    await merchant.getByTestId("bond-pay-confirm").click();
    await toast(merchant, "US$1,000.00 paid into your bond: your store is at Level 2").waitFor();
    await expect.poll(() => merchant.getByTestId("bond-current-level").innerText()).toBe("Level 2");

    // asking bond back goes down to a level
    await merchant.getByTestId("bond-refund-open").click();
    const refund = merchant.getByTestId("bond-refund-dialog");
    await refund.waitFor();
    expect(await refund.innerText()).toContain(b("en", "bond.by_level_down"));
    expect(await refund.innerText()).not.toContain(b("en", "bond.by_level"));
    await screenshot(merchant, "decisive-bond-refund-en");
    await merchant.getByTestId("bond-refund-submit").click();
    await toast(merchant, "Your request for US$1,000.00 of bond was sent to the finance team").waitFor();
    const queue = await api.call<{ data: { id: number; shopname: string }[] }>(
      "/api/admin/shop/bond_refunds",
      { state: 0 },
      { Token: staffToken },
    );
    const asked = queue.data.find((r) => r.shopname === SHOP);
    await api.call("/api/admin/shop/bond_refund_review", { id: asked?.id, agree: 1 }, { Token: staffToken });
    await merchant.reload();
    await merchant.getByTestId("bond-refund-state").waitFor();
    expect(await merchant.getByTestId("bond-refund-state").innerText()).toContain("was agreed");

    // paid again: the agreed notice is history
    await merchant.getByTestId("bond-pay-open").click();
    await merchant.getByTestId("bond-pay-dialog").waitFor();
    await merchant.getByTestId("bond-contract").getByText("Getting the bond back").waitFor();
    await merchant.getByTestId("bond-pay-name").fill("Mina Okafor");
    await merchant.getByTestId("bond-pay-password").fill(PAYPASS);
    await merchant.getByTestId("bond-pay-submit").click();
    await merchant.getByTestId("bond-pay-confirm").click();
    await expect.poll(() => merchant.getByTestId("bond-current-level").innerText()).toBe("Level 2");
    await expect.poll(() => merchant.getByTestId("bond-refund-state").count()).toBe(0);
    await screenshot(merchant, "decisive-bond-paid-again-en");
    expect(pageErrors(merchantErrors)).toEqual([]);
    await noRawKeys(merchant);
  });

  it("in Arabic on a phone: the confirmations and the goods form stay on the screen, in Arabic", async () => {
    // a name change of Mina's shop waits for the console
    await askNameChange(mina.token, "Mina Crafts Studio");
    await chooseLanguage(
      staff,
      "ar",
      LANGUAGES.findIndex((l) => l.code === "ar"),
    );
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(`${server.url}/admin/shops`);
    await staff.getByTestId("shop-review-names").click();
    const approve = staff.locator('[data-testid^="name-approve-"]').first();
    await approve.waitFor();
    await approve.scrollIntoViewIfNeeded();
    await approve.click();
    const ask = staff.locator(".ant-modal-confirm");
    await ask.waitFor();
    await settle(staff);
    expect(await staff.getAttribute("html", "dir")).toBe("rtl");
    expect(await ask.innerText()).toContain(
      fill(t("ar", "shop_settings.name_approve_confirm", "shop-settings"), { old: SHOP, name: "Mina Crafts Studio" }),
    );
    await inViewport(staff, staff.locator(".ant-modal-container"));
    await screenshot(staff, "decisive-name-approve-confirm-ar");
    await staff.getByTestId("name-approve-confirm").click();
    await toast(
      staff,
      fill(t("ar", "shop_settings.name_approved_done", "shop-settings"), { name: "Mina Crafts Studio" }),
    ).waitFor();
    await noRawKeys(staff);

    // the merchant's goods form at 390 px: the cap's message and the one outlined box
    await chooseLanguage(
      merchant,
      "ar",
      LANGUAGES.findIndex((l) => l.code === "ar"),
    );
    await merchant.setViewportSize({ width: 390, height: 844 });
    // level 2 has no cap: the level table's first level is back for this check
    await api.call("/api/wanlshop/shop/bond_refund", { level: 1 }, { Token: mina.token });
    const queue = await api.call<{ data: { id: number; shopname: string }[] }>(
      "/api/admin/shop/bond_refunds",
      { state: 0 },
      { Token: staffToken },
    );
    const asked = queue.data.find((r) => r.shopname === "Mina Crafts Studio");
    await api.call("/api/admin/shop/bond_refund_review", { id: asked?.id, agree: 1 }, { Token: staffToken });
    await merchant.goto(`${server.url}/shop-goods/edit`);
    await merchant.getByTestId("goods-title").waitFor();
    expect(await merchant.getAttribute("html", "dir")).toBe("rtl");
    await merchant.getByTestId("spec-add").click();
    await settle(merchant);
    expect(await merchant.locator(".goods-editor .ant-form-item-explain-error").count()).toBe(0);
    await merchant.getByTestId("spec-name").fill("Colour");
    await merchant.getByTestId("spec-values").locator("input").fill("Red,");
    await merchant.getByTestId("spec-values").locator("input").fill("Blue,");
    await field(merchant, "sku-price").nth(0).fill("450");
    await field(merchant, "sku-price").nth(1).fill("20");
    await merchant.getByTestId("goods-save").click();
    const capMessage = fill(g("ar", "shopGoods.price_over_cap"), { cap: "US$300.00" });
    await merchant.getByText(capMessage).waitFor();
    expect(await merchant.locator(".sku-table .ant-input-affix-wrapper[class*=status-error]").count()).toBe(1);
    const table = merchant.getByTestId("sku-table");
    await table.scrollIntoViewIfNeeded();
    await inViewport(merchant, field(merchant, "sku-price").nth(0));
    await screenshot(merchant, "decisive-goods-cap-ar");
    expect(await merchant.getByTestId("goods-image-add").innerText()).toContain(g("ar", "shopGoods.add_images"));

    // the bond's refund dialog in Arabic goes down to a level
    await merchant.goto(`${server.url}/shop_bond`);
    await merchant.getByTestId("bond-refund-state").waitFor();
    await merchant.getByTestId("bond-pay-open").click();
    await merchant.getByTestId("bond-pay-dialog").waitFor();
    await merchant.getByTestId("bond-pay-name").fill("Mina Okafor");
    await merchant.getByTestId("bond-pay-password").fill(PAYPASS);
    await merchant.getByTestId("bond-pay-submit").click();
    const pay = merchant.locator(".ant-modal-confirm");
    await pay.waitFor();
    await settle(merchant);
    expect(await pay.innerText()).toContain(fill(b("ar", "bond.pay_confirm"), { amount: "US$1,000.00" }));
    await inViewport(merchant, pay.locator(".ant-modal-container").or(pay).first());
    await screenshot(merchant, "decisive-bond-confirm-ar");
    await merchant.getByTestId("bond-pay-confirm").click();
    await expect.poll(() => merchant.getByTestId("bond-refund-state").count()).toBe(0);
    await noRawKeys(merchant);
    expect(pageErrors(merchantErrors)).toEqual([]);
    expect(pageErrors(staffErrors)).toEqual([]);
  });
});
