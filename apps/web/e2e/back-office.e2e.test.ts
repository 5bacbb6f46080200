import { type GoodsDetail, LANGUAGES } from "@mp/contracts";
import { toDecimalString } from "@mp/money";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const PAYPASS = { merchant: "482916", shopper: "864213" };
const usd = (cents: bigint) => `US$${toDecimalString(cents).replace(/\B(?=(\d{3})+(?!\d))/, ",")}`;
const cents = (v: string) => BigInt(Math.round(Number(v) * 100));
/** Raw keys of the back office's bundles shown instead of text. */
const RAW_KEY = new RegExp(
  `${RAW_LOCALE_KEY.source}|\\b(shopGoods|shop_orders|shopFinance|shop_home|shop_settings|merchants|bond)\\.[a-z_]+\\b`,
);

interface SupplierCard {
  id: number;
  title: string;
  jhjg: string;
  stock: number;
}

/**
 * Issue 16 in Chromium against the demo seed: the demo merchant (level 2 after paying bond)
 * lists a supplier product at 20%; the demo shopper buys it and pays; the merchant pays the buy
 * price and ships ("Pay and ship"); the supplier desk ships it in the staff console; the shopper
 * confirms receipt; with the after-sales window set to 0 the timer settles the order, and the
 * settlement page shows the profit. Then the merchant adds own goods, takes it off the shelf and
 * the storefront no longer shows it. Screenshots in English and Arabic, desktop and phone.
 */
describe("merchant back office journey", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let merchant: Page;
  let shopper: Page;
  let staff: Page;
  let errors: string[] = [];
  let api: ReturnType<typeof apiOf>;
  let merchantToken = "";
  let shopperToken = "";
  let supplier: SupplierCard;
  let listedId = 0;
  let orderId = 0;
  let sellCents = 0n;

  /** a page in a new browser context, logged in with `token` as the web app keeps it */
  async function pageFor(token: string, width = 1280, height = 900) {
    const ctx = await browser.newContext({ viewport: { width, height } });
    if (token)
      // on every page load, so it keeps what the app saved since (the language) and adds the token
      await ctx.addInitScript((tk) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
        saved.state = { ...saved.state, token: tk };
        localStorage.setItem("mp-app", JSON.stringify(saved));
      }, token);
    return ctx.newPage();
  }

  async function setLanguage(page: Page, lang: string) {
    await page.getByTestId("lang-dropdown").click();
    await page.getByTestId(`lang-option-${lang}`).click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(LANGUAGES.find((l) => l.code === lang)?.bcp47);
  }

  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  const merchantAvailable = async () =>
    cents((await api.call<{ available: string }>("/api/wanlshop/wallet/info", {}, { Token: merchantToken })).available);

  /** an order of the listed supplier product, bought and paid by the shopper through the API */
  async function paidSupplierOrder(): Promise<number> {
    const r = await fetch(`${server.url}/api/wanlshop/product/goods?id=${listedId}`);
    const detail = ((await r.json()) as { data: GoodsDetail }).data;
    const sku = detail.skus.find((k) => k.stock > 0);
    const placed = await api.call<{ order_ids: number[] }>(
      "/api/wanlshop/order/addOrder",
      { goods_id: listedId, sku_id: sku?.id, number: 1 },
      { Token: shopperToken },
    );
    await api.call(
      "/api/wanlshop/pay/payment",
      { order_ids: placed.order_ids, pay_password: PAYPASS.shopper },
      { Token: shopperToken },
    );
    return placed.order_ids[0] as number;
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    const staffToken = await api.staffLogin();
    // the merchant: a fund password and $1,500; the demo seed put the shop at level 2 (its goods
    // need it), which allows a 20% profit ratio
    const m = await api.login(DEMO.merchant);
    merchantToken = m.token;
    await api.setPayPassword(smtp, DEMO.merchant.email, m.token, PAYPASS.merchant);
    await api.fund(staffToken, m.id, "1500");
    const bond = await api.call<{ level: number }>("/api/wanlshop/shop/bond_info", {}, { Token: m.token });
    if (bond.level !== 2) throw new Error(`the demo merchant is at level ${bond.level}, not the seeded 2`);
    // the shopper: a fund password, $500 and an address
    const s = await api.login(DEMO.shopper);
    shopperToken = s.token;
    await api.setPayPassword(smtp, DEMO.shopper.email, s.token, PAYPASS.shopper);
    await api.fund(staffToken, s.id, "500");
    await api.addAddress(s.token);
    // the after-sales window closes at once, so that the order settles on the timer's next run
    await api.call(
      "/api/admin/rules/order_timers_save",
      { unpaid_cancel_minutes: 2880, auto_confirm_minutes: 10080, after_sales_minutes: 0 },
      { Token: staffToken },
    );
    // a supplier product with stock that costs at most $200, so that 20% stays a round example
    const page = await api.call<{ data: SupplierCard[] }>(
      "/api/wanlshop/shop/goods/supplier",
      { page: 1, limit: 50 },
      { Token: m.token },
    );
    const pick = page.data.find((g) => g.stock > 5 && cents(g.jhjg) <= 20_000n);
    if (!pick) throw new Error("no supplier product with stock in the demo catalogue");
    supplier = pick;
    merchant = await pageFor(merchantToken);
    errors = watchErrors(merchant);
    shopper = await pageFor(shopperToken);
    staff = await pageFor("");
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
  });

  it("lists a supplier product at 20%, seeing the sell price and profit before saving", async () => {
    await merchant.goto(`${server.url}/shop-goods`);
    await merchant.getByTestId("goods-limits").waitFor();
    expect(await merchant.getByTestId("goods-limits").innerText()).toContain("300");
    await merchant.getByTestId("goods-supplier-tab").click();
    await merchant.getByTestId("supplier-search").locator("input").fill(supplier.title);
    await merchant.keyboard.press("Enter");
    const row = merchant.locator(`[data-testid=supplier-row][data-supplier-id="${supplier.id}"]`);
    await row.waitFor();
    await row.getByTestId("supplier-list-btn").click();
    await merchant.getByTestId("ratio-dialog").waitFor();
    await settle(merchant);
    await merchant.getByTestId("ratio-input").fill("20");
    // buy x 1.2, rounded half up to the cent
    sellCents = (cents(supplier.jhjg) * 120n + 50n) / 100n;
    await expect.poll(() => merchant.getByTestId("ratio-sell-price").innerText()).toContain(usd(sellCents));
    expect(await merchant.getByTestId("ratio-profit").innerText()).toContain(usd(sellCents - cents(supplier.jhjg)));
    await screenshot(merchant, "back-office-ratio-en");
    await merchant.getByTestId("ratio-submit").click();
    await merchant.getByTestId("ratio-dialog").waitFor({ state: "detached" });
    const mine = await api.call<{ data: { id: number; title: string; supplier_goods_id: number | null }[] }>(
      "/api/wanlshop/shop/goods/list",
      { keyword: supplier.title },
      { Token: merchantToken },
    );
    const listed = mine.data.find((g) => g.supplier_goods_id === supplier.id);
    expect(listed).toBeDefined();
    listedId = listed?.id ?? 0;
    await noRawKeys(merchant);
  });

  it("lets the shopper buy it at the sell price and pay from the wallet", async () => {
    await shopper.goto(`${server.url}/productDetails?id=${listedId}`);
    await shopper.getByTestId("goods-detail").waitFor();
    const r = await fetch(`${server.url}/api/wanlshop/product/goods?id=${listedId}`);
    const detail = ((await r.json()) as { data: GoodsDetail }).data;
    // the shopper sees the merchant's sell price
    expect(cents(detail.price)).toBe(sellCents);
    const sku = detail.skus.find((k) => k.stock > 0);
    for (const [i, spec] of detail.specs.entries()) {
      const value = sku?.spec_values[spec.name] as string;
      await shopper.getByTestId(`spec-row-${i}`).getByRole("button", { name: value, exact: true }).click();
    }
    await shopper.getByTestId("buy-now").click();
    await shopper.getByTestId("confirm").waitFor();
    await shopper.getByTestId("address-option").first().waitFor();
    await shopper.getByTestId("confirm-submit").click();
    await shopper.getByTestId("payment").waitFor();
    await shopper.getByTestId("payment-pay").click();
    await shopper.getByTestId("pay-password-dialog").waitFor();
    await settle(shopper);
    await shopper.getByTestId("pay-password-input").locator("input").first().click();
    await shopper.keyboard.type(PAYPASS.shopper);
    await shopper.getByTestId("pay-password-submit").click();
    await shopper.getByTestId("payment-success").waitFor();
    const orders = await api.call<{ data: { id: number; pay: string }[] }>(
      "/api/wanlshop/order/getOrderList",
      { state: "2", page: 1 },
      { Token: shopperToken },
    );
    orderId = orders.data[0]?.id ?? 0;
    expect(orderId).toBeGreaterThan(0);
  });

  it("shows the order to the merchant, who pays the buy price and hands it to the supplier desk", async () => {
    await merchant.goto(`${server.url}/shop-order`);
    await merchant.locator(`[data-testid=shop-order-row][data-order-id="${orderId}"]`).waitFor();
    await screenshot(merchant, "back-office-orders-en");
    await merchant.goto(`${server.url}/order_stay_detail?id=${orderId}`);
    await merchant.getByTestId("shop-order-detail").waitFor();
    await merchant.getByTestId("order-pay-ship").click();
    await settle(merchant);
    // the buy price to be deducted is shown before anything moves
    await expect
      .poll(() => merchant.getByTestId("order-pay-ship-amount").innerText())
      .toContain(usd(cents(supplier.jhjg)));
    const before = await merchantAvailable();
    // the fund password confirms the payment, as paying bond does: a wrong one is refused under
    // its field and moves nothing
    const dialog = merchant.getByTestId("order-pay-ship-dialog");
    expect(await dialog.innerText()).toContain(t("en", "shop_orders.fund_password", "shop-orders"));
    await merchant.getByTestId("order-pay-ship-password").fill("000000");
    await merchant.getByTestId("order-pay-ship-confirm").click();
    await dialog.getByText(t("en", "errors.pay_password_error")).waitFor();
    expect(await merchant.getByTestId("order-pay-ship-password").inputValue()).toBe("");
    await screenshot(merchant, "back-office-pay-ship-wrong-password-en");
    expect(await merchantAvailable()).toBe(before);
    await merchant.getByTestId("order-pay-ship-password").fill(PAYPASS.merchant);
    await screenshot(merchant, "back-office-pay-ship-en");
    await merchant.getByTestId("order-pay-ship-confirm").click();
    // a message says what was paid and who ships now
    const done = t("en", "shop_orders.pay_ship_done", "shop-orders").replace("{{amount}}", usd(cents(supplier.jhjg)));
    await merchant.locator(".ant-message").getByText(done).waitFor();
    await screenshot(merchant, "back-office-pay-ship-done-en");
    await expect.poll(() => merchant.getByTestId("order-pay-ship").count()).toBe(0);
    // the delivery deduction: the buy price left the merchant's wallet, once
    expect(await merchantAvailable()).toBe(before - cents(supplier.jhjg));
    const records = await api.call<{ data: { type: string; money: string }[] }>(
      "/api/wanlshop/wallet/records",
      { page: 1 },
      { Token: merchantToken },
    );
    expect(records.data[0]?.type).toBe("delivery");
    await noRawKeys(merchant);
  });

  it("lets the supplier desk ship it with carrier and tracking number", async () => {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill(DEMO.staff.account);
    await staff.getByTestId("admin-password").fill(DEMO.staff.password);
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-supplier").click();
    const row = staff.locator(`[data-testid=supplier-queue-row][data-order-id="${orderId}"]`);
    await row.waitFor();
    await row.getByTestId("supplier-ship").click();
    await staff.getByTestId("supplier-ship-form").waitFor();
    await settle(staff);
    await staff.getByTestId("supplier-express-name").fill("DHL Express");
    await staff.getByTestId("supplier-express-no").fill("JD0146000099887");
    await screenshot(staff, "back-office-supplier-desk-en");
    await staff.getByTestId("supplier-ship-submit").click();
    await row.waitFor({ state: "detached" });
    const o = await api.call<{ state: number; express_no: string }>(
      "/api/wanlshop/order/getOrderInfo",
      { id: orderId },
      { Token: shopperToken },
    );
    expect(o.state).toBe(3);
  });

  it("settles the order once the shopper confirms receipt, and shows the profit", async () => {
    await shopper.goto(`${server.url}/my-order?tab=3`);
    const card = shopper.locator(`[data-testid=order-card][data-order-id="${orderId}"]`);
    await card.waitFor();
    await card.getByTestId("order-logistics").click();
    await shopper.getByTestId("logistics").getByText("JD0146000099887").first().waitFor();
    await shopper.keyboard.press("Escape");
    await card.getByTestId("order-confirm").click();
    await settle(shopper);
    await shopper.getByTestId("order-action-confirm").click();
    // the after-sales window is 0: the order timer settles it on its next run (every 5 s)
    await expect
      .poll(
        async () =>
          (
            await api.call<{ data: { id: number }[] }>("/api/wanlshop/shop/settle/list", {}, { Token: merchantToken })
          ).data.some((r) => r.id === orderId),
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await merchant.goto(`${server.url}/settlement`);
    const row = merchant.locator(`[data-testid=settled-row][data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.getByTestId("settled-amount").innerText()).toBe(usd(sellCents));
    expect(await row.innerText()).toContain(usd(sellCents - cents(supplier.jhjg)));
    await screenshot(merchant, "back-office-settlement-en");
    await merchant.getByRole("tab", { name: t("en", "shopFinance.report_title", "shop-finance") }).click();
    await expect
      .poll(() => merchant.getByTestId("report-profit-total").innerText())
      .toBe(usd(sellCents - cents(supplier.jhjg)));
    await screenshot(merchant, "back-office-report-en");
    await noRawKeys(merchant);
  });

  it("adds own goods, takes it off the shelf, and the storefront no longer shows it", async () => {
    await merchant.goto(`${server.url}/shop-goods/edit`);
    await merchant.getByTestId("shop-goods-edit-page").waitFor();
    await merchant.getByTestId("goods-title").fill("Fjordlyn stoneware mug <b>blue</b>");
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2b6cb0" } })
      .png()
      .toBuffer();
    await merchant
      .getByTestId("goods-images")
      .locator("input[type=file]")
      .setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: png });
    await merchant.getByTestId("goods-images").locator("img").first().waitFor();
    await merchant.getByTestId("goods-category").click();
    await merchant.keyboard.type("Kitchen");
    await merchant.locator(".ant-select-tree-treenode:visible .ant-select-tree-title").first().click();
    // antd puts the test id on the input itself or on its wrapper
    const field = (id: string) => merchant.locator(`input[data-testid=${id}], [data-testid=${id}] input`).first();
    await field("sku-price").fill("24.50");
    await field("sku-stock").fill("12");
    // a Japanese title beside the original: "Add a language", pick Japanese, type its title
    await merchant.getByTestId("goods-texts-add").click();
    await merchant.keyboard.type("Japanese");
    await merchant.keyboard.press("Enter");
    await merchant.getByTestId("goods-texts-jp").waitFor();
    await field("goods-texts-title").fill("フィヨルドリンの陶器マグ");
    await merchant.getByTestId("goods-save").click();
    await merchant.getByTestId("goods-save-confirm").click();
    await merchant.getByTestId("shop-goods-page").waitFor();
    const mine = await api.call<{ data: { id: number; title: string; status: string }[] }>(
      "/api/wanlshop/shop/goods/list",
      { keyword: "Fjordlyn" },
      { Token: merchantToken },
    );
    const mug = mine.data[0];
    expect(mug?.title).toBe("Fjordlyn stoneware mug <b>blue</b>");
    const shelfOf = async () => {
      const r = await fetch(`${server.url}/api/wanlshop/product/lists?type=goods&search=fjordlyn&page=1&limit=20`);
      return ((await r.json()) as { data: { data: { id: number }[] } }).data.data.some((g) => g.id === mug?.id);
    };
    expect(await shelfOf()).toBe(true);
    // a Japanese reader sees the Japanese title; an English one the original
    const titleIn = async (lang: string) => {
      const r = await fetch(`${server.url}/api/wanlshop/product/lists?type=goods&search=fjordlyn&page=1&limit=20`, {
        headers: { Lang: lang },
      });
      return ((await r.json()) as { data: { data: { id: number; title: string }[] } }).data.data.find(
        (g) => g.id === mug?.id,
      )?.title;
    };
    expect(await titleIn("jp")).toBe("フィヨルドリンの陶器マグ");
    expect(await titleIn("en")).toBe("Fjordlyn stoneware mug <b>blue</b>");
    // the title is shown as text, markup and all
    const row = merchant.locator(`[data-testid=goods-row][data-goods-id="${mug?.id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain("<b>blue</b>");
    await row.getByTestId("goods-shelf-toggle").click();
    await expect.poll(shelfOf).toBe(false);
    await shopper.goto(`${server.url}/productDetails?id=${mug?.id}`);
    await shopper.getByTestId("goods-missing").waitFor();
    await screenshot(merchant, "back-office-goods-en");
    expect(errors).toEqual([]);
  });

  it("reads right to left in Arabic, on a desktop and on a phone", async () => {
    const arGoodsTitle = t("ar", "shopGoods.title", "shop-goods");
    await merchant.goto(`${server.url}/shop-store`);
    await merchant.getByTestId("home-stat-orders").waitFor();
    await setLanguage(merchant, "ar");
    expect(await merchant.getAttribute("html", "dir")).toBe("rtl");
    const pages = [
      ["/shop-store", "home-stat-orders"],
      ["/shop-goods", "goods-limits"],
      ["/shop-order", "shop-order-search"],
      [`/order_stay_detail?id=${orderId}`, "shop-order-detail"],
      ["/Available", "balance-to-settle"],
      ["/settlement", "settled-row"],
      ["/shop-setting", "setting-save"],
    ] as const;
    for (const [width, height, tag] of [
      [1280, 900, "ar"],
      [390, 844, "phone-ar"],
    ] as const) {
      await merchant.setViewportSize({ width, height });
      for (const [path, testId] of pages) {
        await merchant.goto(`${server.url}${path}`);
        await merchant.getByTestId(testId).first().waitFor();
        await settle(merchant);
        await noRawKeys(merchant);
        // the back office's strings, loaded with its layout, are the Arabic ones
        if (path === "/shop-goods")
          expect(await merchant.locator("[data-testid=shop-goods-page] h1").innerText()).toBe(arGoodsTitle);
        // nothing wider than the screen on a phone
        const overflow = await merchant.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(1);
        await screenshot(merchant, `back-office${path.split("?")[0]?.replace(/\//g, "-")}-${tag}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it("asks for the fund password in Arabic on a phone before paying and shipping, and says what was paid", async () => {
    const second = await paidSupplierOrder();
    const before = await merchantAvailable();
    await merchant.setViewportSize({ width: 390, height: 844 });
    await merchant.goto(`${server.url}/order_stay_detail?id=${second}`);
    await merchant.getByTestId("shop-order-detail").waitFor();
    if ((await merchant.getAttribute("html", "lang")) !== "ar") await setLanguage(merchant, "ar");
    await merchant.getByTestId("order-pay-ship").click();
    const dialog = merchant.getByTestId("order-pay-ship-dialog");
    await dialog.waitFor();
    await settle(merchant);
    expect(await dialog.innerText()).toContain(t("ar", "shop_orders.fund_password", "shop-orders"));
    await noRawKeys(merchant);
    // measured: the dialog fits the phone's width, right to left; the password box and the pay
    // button lie inside it, the box wide enough for six digits
    const boxOf = async (testId: string) => {
      const b = await merchant.getByTestId(testId).boundingBox();
      if (!b) throw new Error(`${testId} is not shown`);
      return b;
    };
    const modal = await merchant.getByRole("dialog").filter({ has: dialog }).boundingBox();
    if (!modal) throw new Error("the dialog is not shown");
    expect(modal.x).toBeGreaterThanOrEqual(0);
    expect(modal.x + modal.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    for (const id of ["order-pay-ship-password", "order-pay-ship-confirm", "order-pay-ship-amount"]) {
      const b = await boxOf(id);
      expect(b.x, id).toBeGreaterThanOrEqual(modal.x);
      expect(b.x + b.width, id).toBeLessThanOrEqual(modal.x + modal.width + 0.5);
    }
    expect((await boxOf("order-pay-ship-password")).width).toBeGreaterThanOrEqual(120);
    const overflow = await merchant.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await merchant.getByTestId("order-pay-ship-password").fill(PAYPASS.merchant);
    await screenshot(merchant, "back-office-pay-ship-phone-ar");
    await merchant.getByTestId("order-pay-ship-confirm").click();
    // the Arabic message around the amount paid
    const parts = t("ar", "shop_orders.pay_ship_done", "shop-orders")
      .split("{{amount}}")
      .map((p) => p.trim())
      .filter(Boolean);
    const message = merchant.locator(".ant-message");
    await message.getByText(parts[0] as string, { exact: false }).waitFor();
    for (const p of parts) expect(await message.innerText()).toContain(p);
    await screenshot(merchant, "back-office-pay-ship-done-phone-ar");
    await expect.poll(() => merchant.getByTestId("order-pay-ship").count()).toBe(0);
    expect(await merchantAvailable()).toBe(before - cents(supplier.jhjg));
    expect(errors).toEqual([]);
  });
});
