import { randomUUID } from "node:crypto";
import type { GoodsDetail } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Config } from "../src/config.js";
import { accountsAdmin } from "../src/modules/accounts/index.js";
import { nextOrderJobDue, runOrderJobs } from "../src/modules/orders/index.js";
import { hashPin, pinKeyOf } from "../src/platform/auth/index.js";
import { asOf } from "../src/platform/clock.js";
import type { Db } from "../src/platform/db/index.js";
import { createRng, type Rng } from "./catalogue/prng.js";
import { SEEDED_PASSWORD } from "./catalogue/shops-data.js";
import { type HistoryApi, historyApi } from "./history-api.js";
import { HISTORY_BUYERS, HISTORY_SHOPS, type PlannedOrder, planHistory } from "./history-plan.js";

/** The history buyers' fund password (docs/seed.md#history). */
export const HISTORY_PAY_PASSWORD = "246810";
const MINUTE = 60_000;
/** what a buyer keeps over the goods' price for freight before topping up */
const FREIGHT_MARGIN = 5_000;
const TOP_UP = "1000";
const REASONS = ["Ordered the wrong size", "Found it cheaper nearby", "No longer needed", "Ordered twice by mistake"];
const CARRIERS = ["DHL", "UPS", "DPD", "FedEx"];

interface Login {
  email: string;
  password: string;
}

export interface HistoryOptions {
  app: FastifyInstance;
  db: Db;
  config: Config;
  days: number;
  /** the staff member who approves the recharges, and the demo merchant (shop 1's owner) */
  staff: { account: string; password: string };
  merchant: Login;
  /** the end of the history (tests pass their own); steps after it are left for later */
  now?: number;
}

export interface HistorySummary {
  buyers: number;
  orders: number;
  /** steps the plan dated after `now`, not played */
  later: number;
}

interface Buyer {
  id: number;
  token: string;
  ip: string;
  /** cents recharged and cents committed to orders, to top up before the wallet runs short */
  funded: number;
  committed: number;
}

interface Candidate {
  goodsId: number;
  skuId: number;
  cents: number;
}

const cents = (price: string) => Math.round(Number(price) * 100);

/**
 * A month of demo history (docs/seed.md#history), played through the API on the day each thing
 * happens (platform/clock.ts `asOf`): buyers sign up, keep an address, recharge with a bank
 * voucher that the finance desk approves, look at goods and order them from the demo shops, pay
 * with their fund password, sometimes ask for a refund that the merchant agrees to; merchants
 * ship; buyers confirm receipt or the timer does; the order timers cancel unpaid orders and
 * settle the shops at the end of the after-sales window, each at its own due time. Nothing is
 * written around the services: the dashboard, the shop home, the ledger and the notices are what
 * those calls made. Run once, on a fresh demo database, after the shops' bonds.
 */
export async function seedHistory(opts: HistoryOptions): Promise<HistorySummary> {
  const now = opts.now ?? Date.now();
  const rng = createRng(20_261_101);
  const plan = planHistory(rng, opts.days, now);
  const api = historyApi(opts.app);
  const start = new Date(Math.min(...plan.signups.map((s) => s.at)) - 10 * MINUTE);

  const staff = await asOf(start, () => api.post<{ token: string }>("/api/admin/auth/login", "10.79.0.10", opts.staff));
  const merchants = new Map<number, { token: string; ip: string; goods: Candidate[] }>();
  for (const shopId of new Set(HISTORY_SHOPS)) {
    const who = shopId === 1 ? opts.merchant : { email: `shop${shopId}@demo.test`, password: SEEDED_PASSWORD };
    const ip = `10.78.${shopId}.10`;
    const token = await asOf(start, () => login(api, ip, who));
    merchants.set(shopId, { token, ip, goods: await candidates(api, ip, token) });
  }

  const payPasswordHash = await hashPin(HISTORY_PAY_PASSWORD, await pinKeyOf(opts.config));
  const voucher = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#dfe7ef" } })
    .png()
    .toBuffer();
  const buyers = new Map<number, Buyer>();
  const fund = async (b: Buyer, amount: string, ref: string) => {
    const url = await api
      .upload<{ url: string }>("/api/common/upload", b.ip, b.token, { purpose: "voucher" }, voucher)
      .then((u) => u.url);
    const asked = await api.post<{ id: number }>(
      "/api/wanlshop/pay/recharge",
      b.ip,
      { amount, method: "bank", voucher: url },
      b.token,
      { "Idempotency-Key": randomUUID() },
    );
    await api.post(
      "/api/admin/finance/recharge_review",
      "10.79.0.10",
      { id: asked.id, approve: 1, note: ref },
      staff.token,
    );
    b.funded += cents(amount);
  };

  const steps: { at: number; run: () => Promise<void> }[] = [];
  for (const s of plan.signups) {
    const [nickname, local] = HISTORY_BUYERS[s.buyer] as (typeof HISTORY_BUYERS)[number];
    steps.push({
      at: s.at,
      run: async () => {
        const email = `${local}@demo.test`;
        const ip = `10.77.${s.buyer}.10`;
        const user = await accountsAdmin.createUserDirect(opts.db, {
          email,
          password: SEEDED_PASSWORD,
          nickname,
          payPasswordHash,
        });
        const b: Buyer = {
          id: user.id,
          token: await login(api, ip, { email, password: SEEDED_PASSWORD }),
          ip,
          funded: 0,
          committed: 0,
        };
        buyers.set(s.buyer, b);
        await api.post("/api/wanlshop/address/address", ip, { type: "add", data: address(rng, nickname) }, b.token);
        await fund(b, rng.pick(["500", "800", "1000", "1500"]), `BANK-${s.buyer + 1}-1`);
      },
    });
  }
  let orders = 0;
  for (const o of plan.orders) {
    const made: { id?: number } = {};
    const buyer = () => buyers.get(o.buyer) as Buyer;
    const shop = merchants.get(o.shopId) as { token: string; ip: string; goods: Candidate[] };
    steps.push({
      at: o.placedAt,
      run: async () => {
        const b = buyer();
        const goods = shop.goods[o.pick % shop.goods.length] as Candidate;
        if (b.committed + goods.cents + FREIGHT_MARGIN > b.funded)
          await fund(b, TOP_UP, `BANK-${o.buyer + 1}-${orders}`);
        await api.get(`/api/wanlshop/product/goods?id=${goods.goodsId}`, b.ip, b.token);
        const placed = await api.post<{ order_ids: number[] }>(
          "/api/wanlshop/order/addOrder",
          b.ip,
          { goods_id: goods.goodsId, sku_id: goods.skuId, number: 1 },
          b.token,
        );
        made.id = placed.order_ids[0];
        b.committed += goods.cents + FREIGHT_MARGIN;
        orders += 1;
      },
    });
    steps.push(...orderSteps(api, rng, o, made, buyer, shop));
  }

  for (const v of plan.visits) {
    const shop = merchants.get(v.shopId) as { goods: Candidate[] };
    steps.push({
      at: v.at,
      run: async () => {
        const b = buyers.get(v.buyer) as Buyer;
        const goods = shop.goods[v.pick % shop.goods.length] as Candidate;
        await api.get(`/api/wanlshop/product/goods?id=${goods.goodsId}`, b.ip, b.token);
      },
    });
  }

  steps.sort((a, b) => a.at - b.at);
  const due = steps.filter((s) => s.at <= now);
  for (const step of due) {
    await runTimersUntil(opts.db, step.at);
    await asOf(new Date(step.at), step.run);
  }
  await runTimersUntil(opts.db, now);
  return { buyers: buyers.size, orders, later: steps.length - due.length };
}

/** The steps of an order after it is placed, each as its plan dates it. */
function orderSteps(
  api: HistoryApi,
  rng: Rng,
  o: PlannedOrder,
  made: { id?: number },
  buyer: () => Buyer,
  shop: { token: string; ip: string },
) {
  const steps: { at: number; run: () => Promise<void> }[] = [];
  const add = (at: number | null, run: (id: number) => Promise<unknown>) => {
    if (at !== null) steps.push({ at, run: async () => void (await run(made.id as number)) });
  };
  const reason = rng.pick(REASONS);
  const carrier = rng.pick(CARRIERS);
  const tracking = `${carrier.slice(0, 2).toUpperCase()}${rng.int(100_000_000, 999_999_999)}`;
  add(o.paidAt, (id) =>
    api.post(
      "/api/wanlshop/pay/payment",
      buyer().ip,
      { order_ids: [id], pay_password: HISTORY_PAY_PASSWORD },
      buyer().token,
      {
        "Idempotency-Key": randomUUID(),
      },
    ),
  );
  if (o.refund) {
    const { askedAt, agreedAt } = o.refund;
    let refundId = 0;
    add(askedAt, async (id) => {
      // all of it back (goods and freight): the order then closes
      const { pay: money } = await api.post<{ pay: string }>(
        "/api/wanlshop/order/getOrderInfo",
        buyer().ip,
        { id },
        buyer().token,
      );
      refundId = (
        await api.post<{ id: number }>(
          "/api/wanlshop/refund/apply",
          buyer().ip,
          { order_id: id, type: 0, money, reason },
          buyer().token,
        )
      ).id;
    });
    add(agreedAt, () => api.post("/api/wanlshop/shop/refund/agree", shop.ip, { id: refundId }, shop.token));
  }
  add(o.shippedAt, (id) =>
    api.post("/api/wanlshop/shop/order/ship", shop.ip, { id, express_name: carrier, express_no: tracking }, shop.token),
  );
  add(o.confirmedAt, (id) => api.post("/api/wanlshop/order/confirmOrder", buyer().ip, { id }, buyer().token));
  return steps;
}

/** Runs the order timers due by `t`, each at its own due time (so an order is cancelled or settled when it was due). */
async function runTimersUntil(db: Db, t: number) {
  for (let runs = 0; ; runs++) {
    if (runs > 10_000) throw new Error("demo history: the order timers keep failing");
    const due = await nextOrderJobDue(db);
    if (!due || due.getTime() > t) return;
    await asOf(due, () => runOrderJobs(db, 1));
  }
}

async function login(api: HistoryApi, ip: string, who: Login) {
  const r = await api.post<{ userinfo: { token: string } }>("/api/wanlshop/user/login", ip, {
    account: who.email,
    password: who.password,
    top: 1,
  });
  return r.userinfo.token;
}

/** The shop's own goods on sale with stock to spare, from cheap to dear (at most 8, under $150). */
async function candidates(api: HistoryApi, ip: string, token: string): Promise<Candidate[]> {
  const list = await api.post<{
    data: { id: number; price: string; status: string; supplier_goods_id: number | null }[];
  }>("/api/wanlshop/shop/goods/list", ip, { limit: 100 }, token);
  const own = list.data
    .filter((g) => g.status === "on" && g.supplier_goods_id === null && cents(g.price) <= 15_000)
    .sort((a, b) => cents(a.price) - cents(b.price));
  // across the price range, not only the cheapest
  const step = Math.max(1, Math.floor(own.length / 10));
  const found: Candidate[] = [];
  for (const g of own.filter((_, i) => i % step === 0)) {
    if (found.length === 8) break;
    // as the owner: an owner's look at their own goods is not a visit
    const d = await api.get<GoodsDetail>(`/api/wanlshop/product/goods?id=${g.id}`, ip, token);
    const sku = d.skus.find((k) => k.stock >= 20 && cents(k.price) <= 15_000);
    if (sku) found.push({ goodsId: d.id, skuId: sku.id, cents: cents(sku.price) });
  }
  if (found.length === 0) throw new Error("demo history: a demo shop has no own goods in stock under $150");
  return found;
}

const STREETS = [
  "Unter den Linden",
  "Torstraße",
  "Kastanienallee",
  "Bergmannstraße",
  "Oranienstraße",
  "Schönhauser Allee",
];

function address(rng: Rng, name: string) {
  return {
    name,
    mobile_code: "49",
    mobile: `151${rng.int(10_000_000, 99_999_999)}`,
    country: "Germany",
    province: "Berlin",
    city: "Berlin",
    zip_code: String(rng.int(10_115, 14_199)),
    address: `${rng.pick(STREETS)} ${rng.int(1, 120)}`,
    default: 1,
  };
}
