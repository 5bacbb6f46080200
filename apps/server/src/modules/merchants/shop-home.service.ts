import { levelOfBond, type ShopHome, type ShopHomeDay, type ShopHomeFigures } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import { goodsOnSale, requireOwnShop, shopDayFigures } from "../catalogue/index.js";
import { shopOrderStats } from "../orders/index.js";
import { balanceOf, bondOf, settlementOf, walletOf } from "../wallet/index.js";
import { money, presentLevel, storeLevels } from "./levels.js";

const DAY_MS = 86_400_000;
export const HOME_CHART_DAYS = 30;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * `shop/home` (docs/rules.md#shop-home): the merchant's own shop only. Composes the owners'
 * doors: catalogue (goods on the shelf, visits and promoted impressions a day), orders (paid
 * orders and what buyers paid, by day of payment), wallet (the settlement account, the wallet
 * and the bond). Days are UTC days; "this month" is the current UTC calendar month.
 */
export async function shopHome(ctx: Ctx): Promise<ShopHome> {
  const { user, shopId } = await requireOwnShop(ctx);
  const now = Date.now();
  const today = isoDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const chartStart = isoDay(now - (HOME_CHART_DAYS - 1) * DAY_MS);
  const from = monthStart < chartStart ? monthStart : chartStart;
  const [orders, visits, onSale, toSettle, available, bond, levels] = await Promise.all([
    shopOrderStats(ctx.db, shopId, from),
    shopDayFigures(ctx.db, shopId, from),
    goodsOnSale(ctx.db, shopId),
    balanceOf(ctx.db, settlementOf(shopId)),
    balanceOf(ctx.db, walletOf(user.id)),
    balanceOf(ctx.db, bondOf(shopId)),
    storeLevels(ctx.db),
  ]);
  const byDay = new Map<string, { orders: number; turnover: bigint; views: number; impressions: number }>();
  const at = (day: string) => {
    const known = byDay.get(day);
    if (known) return known;
    const d = { orders: 0, turnover: 0n, views: 0, impressions: 0 };
    byDay.set(day, d);
    return d;
  };
  for (const o of orders.days) Object.assign(at(o.day), { orders: o.orders, turnover: BigInt(o.turnover_minor) });
  for (const v of visits.days) Object.assign(at(v.day), { views: v.visits, impressions: v.impressions });
  const figures = (keep: (day: string) => boolean): ShopHomeFigures => {
    let n = 0;
    let t = 0n;
    let v = 0;
    for (const [day, d] of byDay)
      if (keep(day)) {
        n += d.orders;
        t += d.turnover;
        v += d.views;
      }
    return { orders: n, turnover: money(t), views: v };
  };
  const days: ShopHomeDay[] = [];
  for (let i = HOME_CHART_DAYS - 1; i >= 0; i--) {
    const day = isoDay(now - i * DAY_MS);
    const d = byDay.get(day);
    days.push({ day, orders: d?.orders ?? 0, turnover: money(d?.turnover ?? 0n), views: d?.views ?? 0 });
  }
  const levelNo = levelOfBond(levels, bond);
  const level = levels.find((l) => l.level === levelNo) ?? levels[0];
  const next = levels.find((l) => l.level > levelNo);
  return {
    shop_id: shopId,
    orders: orders.orders,
    goods_on_sale: onSale,
    views: visits.total,
    turnover: money(BigInt(orders.turnover_minor)),
    to_settle: money(toSettle),
    available: money(available),
    today: figures((d) => d === today),
    month: figures((d) => d >= monthStart),
    days,
    level: level
      ? presentLevel(level)
      : { level: levelNo, bond: "0.00", profit_ratio: 0, daily_impressions: 0, product_limit: null, price_cap: null },
    bond: money(bond),
    next_level: next ? presentLevel(next) : null,
    promoted: { today: byDay.get(today)?.impressions ?? 0, quota: level?.daily_impressions ?? 0 },
  };
}
