import {
  COUPON_TABS,
  type CouponTab,
  couponIdBody as idBody,
  couponListBody as listBody,
  NEW_ARRIVAL_DAYS,
  SHOP_STATE,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, toPage } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { type CouponState, presentCoupon } from "./coupons.presenter.js";
import * as repo from "./coupons.repo.js";

/** Coupons a shopper sees and claims: the six tabs of the coupons page and `coupon/receive`. */
export { COUPON_TABS, type CouponTab, NEW_ARRIVAL_DAYS };

/** Offered coupons (all, new, unclaimed) with the user's claims counted. */
async function offeredPage(ctx: Ctx, userId: number, tab: CouponTab, page: number, limit: number) {
  const now = new Date();
  const since = tab === "new" ? new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000) : undefined;
  const live = await repo.liveCoupons(ctx.db, now, since);
  const counts = await repo.claimCounts(
    ctx.db,
    userId,
    live.map((c) => c.id),
  );
  const items = live.map((c) => {
    const claimedCount = counts.get(c.id) ?? 0;
    const canReceive = claimedCount < c.perUser && c.claimed < c.total;
    const state: CouponState = claimedCount > 0 ? "unused" : "unclaimed";
    return presentCoupon(c, { state, claimedCount, canReceive });
  });
  const shown = tab === "unclaimed" ? items.filter((i) => i.can_receive) : items;
  return toPage(shown.slice((page - 1) * limit, page * limit), shown.length, page, limit);
}

/** `coupon/lists` {type, page}: all | new | unclaimed (on offer) or unused | used | expired (claimed). */
export async function couponList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(listBody, input);
  if (q.type === "all" || q.type === "new" || q.type === "unclaimed")
    return offeredPage(ctx, user.id, q.type, q.page, q.limit);
  const state = q.type;
  return repo.claimedPage(ctx.db, { userId: user.id, tab: state, now: new Date() }, q, (rows) =>
    rows.map((r) => presentCoupon(r.coupon, { claim: r.claim, state, claimedCount: 1, canReceive: false })),
  );
}

/** `coupon/receive` {id}: claims one, within the total and the per-user limit, atomically. */
export async function receiveCoupon(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id } = parse(idBody, input);
  const shopState = await repo.shopStateOf(ctx.db, id);
  if (shopState !== null && shopState !== SHOP_STATE.open) throw new AppError("shop_closed");
  return inTransaction(ctx, async ({ db }) => {
    const now = new Date();
    const taken = await repo.takeOne(db, id, now);
    if (!taken) {
      const c = await repo.findCoupon(db, id);
      if (!c) throw new AppError("coupon_not_found", { field: "id" });
      if (c.startsAt > now) throw new AppError("coupon_not_started");
      if (c.endsAt <= now) throw new AppError("coupon_expired");
      throw new AppError("coupon_sold_out");
    }
    // the row lock taken above serialises this user's concurrent claims of the coupon
    const mine = (await repo.claimCounts(db, user.id, [id])).get(id) ?? 0;
    if (mine >= taken.perUser) throw new AppError("coupon_claim_limit");
    const claim = await repo.insertClaim(db, user.id, taken);
    return presentCoupon(
      { ...taken, shopName: null },
      { claim, state: "unused", claimedCount: mine + 1, canReceive: false },
    );
  });
}
