import { CATALOGUE, renderText, text } from "@mp/texts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { buyingWorld, closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, fundedBy } from "../../../test/wallet-helpers.js";
import { codeMail } from "../../modules/accounts/code-mail.js";
import { upgradeLegacyNotices } from "../../modules/messages/index.js";
import { upgradeLegacyEvents } from "../../modules/orders/index.js";
import { upgradeLegacyMemos } from "../../modules/wallet/index.js";

/**
 * Every text family the server keeps (docs/languages.md#texts-the-server-writes) read back as the
 * same record in English, Arabic, Japanese and Thai: each language's own text, with its
 * parameters formatted for the reader; and rows written the old way (English sentences) read the
 * same once the upgrade at start has given them their keys.
 */
const LANGS = ["en", "ar", "jp", "th"] as const;
const say = (lang: string, key: string, params?: Parameters<typeof text>[1]) => renderText(text(key, params), { lang });
/** the catalogue's own words for a key in a language: present, and not English's (unless English) */
const own = (lang: string, key: string) => {
  const words = key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], CATALOGUE[lang]);
  expect(typeof words, `${lang}: ${key}`).toBe("string");
  if (lang !== "en") {
    const english = key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], CATALOGUE.en);
    expect(words, `${lang}: ${key} is translated`).not.toBe(english);
  }
};

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let finance: string;
let rechargeId: number;
let orderId: number;
let orderNo: string;
const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  finance = await financeStaff(t);
  rechargeId = await fundedBy(t, w.shopper.token, finance, "25.00");
  const token = w.shopper.token;
  orderId = must(
    await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }),
    "add",
  ).order_ids[0] as number;
  orderNo = must(await t.post("/api/wanlshop/order/getOrderInfo", { id: orderId }, { token }), "info").order_no;
  must(
    await t.post("/api/wanlshop/pay/payment", { order_ids: [orderId], pay_password: w.shopper.payPass }, { token }),
    "pay",
  );
  const shop = w.goods.scarf.shopId === w.shops.nordic.id ? w.merchants.nordic : w.merchants.tokyo;
  must(
    await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: orderId, express_name: "DHL", express_no: "JD0042" },
      { token: shop },
    ),
    "ship",
  );
});
afterAll(() => closeWithBooksBalanced(t));

const records = async (lang: string, mtype?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/wanlshop/wallet/records",
    headers: { token: w.shopper.token, lang, ...(mtype ? { mtype } : {}) },
    payload: {},
  });
  return res.json().data.data as { type: string; memo: string; note: string; reference: string }[];
};
const notices = async (lang: string, mtype?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/wanlshop/notice/lists",
    headers: { token: w.shopper.token, lang, ...(mtype ? { mtype } : {}) },
    payload: { type: "logistics" },
  });
  return res.json().data.data as { title: string; content: string; note: string }[];
};
const events = async (lang: string) =>
  must(await t.post("/api/wanlshop/order/getOrderInfo", { id: orderId }, { token: w.shopper.token, lang }), "info")
    .events as { kind: string; content: string }[];

describe("the same record in four languages", () => {
  it("a ledger record: the reader's language, and the staff's note apart, as written", async () => {
    for (const lang of LANGS) {
      own(lang, "ledger.recharge_approved");
      const recharge = (await records(lang)).find((r) => r.reference === `recharge:${rechargeId}:approve`);
      expect(recharge).toMatchObject({
        memo: say(lang, "ledger.recharge_approved", { id: rechargeId }),
        note: "bank ref 42",
      });
      expect(recharge?.memo).toContain(String(rechargeId));
      expect(recharge?.memo).not.toContain("bank ref");
    }
    expect((await records("en")).find((r) => r.type === "pay")?.memo).toMatch(/^Payment for order \d+$/);
  });

  it("a notice: title and body in the reader's language, amounts as the screens show them", async () => {
    for (const lang of LANGS) {
      own(lang, "notice.order_shipped.title");
      own(lang, "notice.payment_successful.body");
      const list = await notices(lang);
      const shipped = list.find((n) => n.title === say(lang, "notice.order_shipped.title"));
      expect(shipped?.content).toBe(
        say(lang, "notice.order_shipped.body", { order_no: orderNo, carrier: "DHL", tracking: "JD0042" }),
      );
      const paid = list.find((n) => n.title === say(lang, "notice.payment_successful.title"));
      expect(paid?.content).toContain("US$");
    }
    // in yen with the operator's rate, as the wallet screen shows it
    const yen = (await notices("jp", "rb")).find((n) => n.title === say("jp", "notice.payment_successful.title"));
    expect(yen?.content).toContain("¥");
    expect(yen?.content).not.toContain("US$");
  });

  it("an order's events: in the reader's language", async () => {
    for (const lang of LANGS) {
      own(lang, "event.shipped");
      const shipped = (await events(lang)).find((e) => e.kind === "shipped");
      expect(shipped?.content).toBe(say(lang, "event.shipped", { carrier: "DHL", tracking: "JD0042" }));
      const paid = (await events(lang)).find((e) => e.kind === "paid");
      expect(paid?.content).toBe(say(lang, "event.paid"));
    }
  });

  it("a verification mail: in the language of the screen that asked for it", async () => {
    for (const lang of LANGS) {
      own(lang, "mail.code.use");
      const mail = codeMail("register", "481516", lang);
      expect(mail.subject).toBe(say(lang, "mail.code.subject", { code: "481516" }));
      expect(mail.text).toContain("481516");
      expect(mail.text).toContain(say(lang, "mail.code.purpose.register"));
    }
  });

  it("a refusal: the envelope's msg in the reader's language, its key unchanged", async () => {
    for (const lang of LANGS) {
      own(lang, "errors.insufficient_balance");
      const res = await t.post(
        "/api/wanlshop/order/addOrder",
        { goods_id: 999_999, number: 1 },
        { token: w.shopper.token, lang },
      );
      expect(res.code).toBe(0);
      expect(res.msg).toBe(say(lang, `errors.${res.error}`));
    }
  });
});

describe("rows written the old way", () => {
  it("become keys at start: read in each language; an unknown sentence stays as written", async () => {
    const db = t.database.db;
    // as the code before texts were keys wrote them (the ledger's append-only guard is lifted for that alone)
    await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
    await db.execute(sql`update ledger_entries set memo = ${`Recharge #${rechargeId} approved: BANKREF-778812`},
      memo_text = null, note = '' where reference = ${`recharge:${rechargeId}:approve`}`);
    await db.execute(sql`update ledger_entries set memo = 'Opening balance carried over', memo_text = null
      where reference like 'test-fund:%'`);
    await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
    await db.execute(sql`update notices set title = 'Order shipped', text = null,
      content = ${"Order 2026112900007 was shipped with DHL, tracking number JD0042."}
      where user_id = ${w.shopper.userId} and kind = 'logistics'`);
    await db.execute(sql`update order_events set content = 'Refund R7 refused: the box is open', text = null, note = ''
      where order_id = ${orderId} and kind = 'shipped'`);
    expect(await upgradeLegacyMemos(db)).toBeGreaterThan(0);
    expect(await upgradeLegacyNotices(db)).toBeGreaterThan(0);
    expect(await upgradeLegacyEvents(db)).toBeGreaterThan(0);
    // a second start finds nothing left to read
    expect(await upgradeLegacyMemos(db)).toBe(0);
    for (const lang of LANGS) {
      const all = await records(lang);
      expect(all.find((r) => r.reference === `recharge:${rechargeId}:approve`)).toMatchObject({
        memo: say(lang, "ledger.recharge_approved", { id: rechargeId }),
        note: "BANKREF-778812",
      });
      expect(all.find((r) => r.reference.startsWith("test-fund:"))?.memo).toBe("Opening balance carried over");
      const shipped = (await notices(lang)).filter((n) => n.title === say(lang, "notice.order_shipped.title"));
      expect(shipped.length).toBeGreaterThan(0);
      for (const n of shipped)
        expect(n.content).toBe(
          say(lang, "notice.order_shipped.body", { order_no: "2026112900007", carrier: "DHL", tracking: "JD0042" }),
        );
      const refused = (await events(lang)).find((e) => e.kind === "shipped");
      expect(refused?.content).toBe(
        `${say(lang, "event.refund_refused", { refund_no: "R7" })} ${say(lang, "common.quote", { words: "the box is open" })}`,
      );
    }
  });
});
