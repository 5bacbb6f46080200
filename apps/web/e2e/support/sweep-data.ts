import { randomUUID } from "node:crypto";
import { todayIso } from "@mp/contracts";
import sharp from "sharp";
import { apiOf, DEMO } from "./api.js";
import { refundTakenToPlatform } from "./disputed-refund.js";
import type { ServerProcess } from "./server-process.js";

const PAYPASS = "864213";
const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

/** The ids the sweep's routes need, all real rows of the demo data and of what it adds. */
export interface SweepData {
  shopperId: number;
  goodsId: number;
  skuId: number;
  shopId: number;
  categoryId: number;
  categoryName: string;
  /** the shopper's orders: one unpaid, one paid, one shipped (with a refund taken to the platform), one received;
   * a fifth waits at the supplier desk */
  orders: { unpaid: number; paid: number; shipped: number; received: number };
  tokens: { shopper: string; merchant: string; staff: string };
}

/**
 * The demo seed has a catalogue, coupons and notices but no orders, money or messages: so that
 * every list the sweep opens shows rows, the shopper buys from the demo merchant (orders in each
 * state, a refund refused and taken to the platform; the merchant asks for the seed's bond
 * back), recharges (one approved, one waiting),
 * saves a payout address and withdraws, keeps an address, a cart, favourites, a followed shop and
 * history, and writes to the shop and to customer service; a newcomer applies for a shop. All
 * through the API.
 */
export async function seedSweepData(server: ServerProcess): Promise<SweepData> {
  const api = apiOf(server);
  const staff = await api.staffLogin();
  const as = (token: string) => ({ Token: token });
  /** without SMTP_URL the server keeps mail in its outbox (so the console's outbox has rows): the newest code to `email` */
  const codeFor = async (email: string) => {
    for (let tries = 0; tries < 50; tries++) {
      const box = await api.call<{ data: { to: string; text: string }[] }>("/api/admin/outbox/list", {}, as(staff));
      const code = box.data.find((m) => m.to.includes(email))?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code mailed to ${email}`);
  };
  /** the fund password, with the code mailed for it */
  const setPayPassword = async (email: string, token: string) => {
    await api.call("/api/ems/send", { event: "paypass" }, as(token));
    await api.call("/api/wanlshop/user/pay_pass_edit", { payPass: PAYPASS, captcha: await codeFor(email) }, as(token));
  };
  const s = await api.login(DEMO.shopper);
  const m = await api.login(DEMO.merchant);
  const once = () => ({ "Idempotency-Key": randomUUID() });

  await setPayPassword(DEMO.shopper.email, s.token);
  await api.fund(staff, s.id, "2000");
  // shipping supplier goods pays the supplier from the merchant's wallet
  await api.fund(staff, m.id, "2000");
  // the demo seed has the merchant pay the level 2 bond (signing the contract); here it asks for
  // that bond back (waiting for review), before any order: a shop with orders open cannot ask
  await setPayPassword(DEMO.merchant.email, m.token);
  await api.call("/api/wanlshop/shop/bond_refund", { level: 1 }, { ...as(m.token), ...once() });

  await api.addAddress(s.token);

  // the demo merchant's cheapest goods of its own and of a supplier's, in stock
  const mine = await api.call<{ data: { id: number; price: string; supplier_goods_id: number | null }[] }>(
    "/api/wanlshop/shop/goods/list",
    {},
    as(m.token),
  );
  const inStock = async (supplier: boolean) => {
    const rows = mine.data.filter((g) => (g.supplier_goods_id !== null) === supplier);
    for (const g of rows.sort((x, y) => Number(x.price) - Number(y.price))) {
      const d = await api.goodsDetail(g.id);
      if (!d) continue;
      const sku = d.skus.find((k) => k.stock >= 5 && Number(k.price) < 300);
      if (sku) return { detail: d, skuId: sku.id };
    }
    throw new Error(`the demo merchant has no ${supplier ? "supplier" : "own"} goods in stock under $300`);
  };
  const own = await inStock(false);
  const supplied = await inStock(true);
  const goodsId = own.detail.id;
  const skuId = own.skuId;
  const shopId = own.detail.shop.id;

  const order = async (goods = { goods_id: goodsId, sku_id: skuId }) =>
    (await api.call<{ order_ids: number[] }>("/api/wanlshop/order/addOrder", { ...goods, number: 1 }, as(s.token)))
      .order_ids[0] as number;
  /** the merchant ships; supplier goods are then shipped by the supplier desk, unless left `preparing` */
  const ship = async (id: number, no: string, preparing = false) => {
    const express = { id, express_name: "DHL", express_no: no };
    // supplier goods are paid for with the merchant's fund password ("Pay and ship")
    const r = await api.call<{ preparing: boolean }>(
      "/api/wanlshop/shop/order/ship",
      { ...express, pay_password: PAYPASS },
      as(m.token),
    );
    if (r.preparing && !preparing) await api.call("/api/admin/supplier/ship", express, as(staff));
  };
  const orders = { unpaid: await order(), paid: await order(), shipped: await order(), received: await order() };
  const atSupplier = await order({ goods_id: supplied.detail.id, sku_id: supplied.skuId });
  for (const id of [orders.paid, orders.shipped, orders.received, atSupplier]) await api.pay(s.token, id, PAYPASS);
  await ship(orders.shipped, "JD0001");
  await ship(orders.received, "JD0002");
  await ship(atSupplier, "JD0003", true);
  await api.call("/api/wanlshop/order/confirmOrder", { id: orders.received }, as(s.token));
  await refundTakenToPlatform(api, { shopper: s, merchant: m, orderId: orders.shipped, refusal: "It left intact" });

  // money: a recharge approved and one waiting, a payout address and a withdrawal waiting
  const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const voucher = () => api.upload(s.token, png, "receipt.png", "voucher");
  const approved = await api.call<{ id: number }>(
    "/api/wanlshop/pay/recharge",
    { amount: "500", method: "bank", voucher: await voucher() },
    { ...as(s.token), ...once() },
  );
  await api.call("/api/admin/finance/recharge_review", { id: approved.id, approve: 1, note: "BANK-REF-1" }, as(staff));
  await api.call(
    "/api/wanlshop/pay/recharge",
    { amount: "80", method: "usdt", network: "USDT-TRC20", voucher: await voucher() },
    { ...as(s.token), ...once() },
  );
  const address = await api.call<{ id: number }>(
    "/api/wanlshop/wallet/address_save",
    { network: "USDT-TRC20", address: TRC20 },
    as(s.token),
  );
  await api.call(
    "/api/wanlshop/pay/withdraw",
    { address_id: address.id, amount: "20", pay_password: PAYPASS },
    { ...as(s.token), ...once() },
  );

  // the shopper's own lists: cart, favourites, a followed shop, history, messages
  await api.call("/api/wanlshop/cart/add", { goods_id: goodsId, sku_id: skuId, number: 1 }, as(s.token));
  await api.call("/api/wanlshop/product/collect", { id: goodsId, collect: 1 }, as(s.token));
  await api.call("/api/wanlshop/shop/follow", { id: shopId, follow: 1 }, as(s.token));
  await api.goodsDetail(goodsId, s.token);
  const owner = await api.call<{ user_id: number }>("/api/wanlshop/chat/contact", { shop_id: shopId }, as(s.token));
  const text = (to: number, words: string) =>
    api.call(
      "/api/wanlshop/chat/send",
      { to_id: to, message: { type: "text", content: { text: words } } },
      as(s.token),
    );
  await text(owner.user_id, "Is this still in stock?");
  await text(0, "Where is my parcel?");

  // a shop application waiting for review, from a newcomer whose shop has a long Latin name
  const applicant = { email: "lumira.applicant@example.com", password: "applicant-pass-1" };
  await api.call("/api/ems/send", { email: applicant.email, event: "register" });
  const captcha = await codeFor(applicant.email);
  await api.call("/api/wanlshop/user/register", { ...applicant, captcha });
  const a = await api.login(applicant);
  const identity = (name: string) => api.upload(a.token, png, name, "identity");
  const yearsFromNow = (n: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() + n);
    return todayIso(d);
  };
  await api.call(
    "/api/wanlshop/shop/apply",
    {
      store_type: 0,
      name: "Ada Lovelace",
      birthday: yearsFromNow(-30),
      birthplace: "London",
      residence: "Berlin",
      nationality: "British",
      issuing_country: "United Kingdom",
      id_number: "AB1234567",
      id_validity: yearsFromNow(5),
      id_front: await identity("front.png"),
      id_back: await identity("back.png"),
      shopname: "Lumira Lighting Studio and Home Decor",
      street: "1 Market Street",
      city: "Berlin",
      postal_code: "10115",
      email: "shop@lumira.test",
      avatar: "",
      logo: "",
      bio: "Lamps and lights.",
      agreement: 1,
      address_confirm: 1,
    },
    as(a.token),
  );

  const init = await api.call<{ modulesData: { categoryModules: { id: number; name: string }[] } }>(
    "/api/wanlshop/common/init",
  );
  const category = init.modulesData.categoryModules[0] as { id: number; name: string };
  return {
    shopperId: s.id,
    goodsId,
    skuId,
    shopId,
    categoryId: category.id,
    categoryName: category.name,
    orders,
    tokens: { shopper: s.token, merchant: m.token, staff },
  };
}
