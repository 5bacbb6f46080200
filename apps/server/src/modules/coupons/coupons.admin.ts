import { couponAddBodyWith } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import type { Ctx } from "../../platform/context.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { shopExists } from "../catalogue/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { presentCoupon } from "./coupons.presenter.js";
import * as repo from "./coupons.repo.js";

/** Staff issue coupons for the platform (no shop_id) or for a shop; operators and admins only. */
const ISSUERS = ["admin", "operator"] as const;
/** The contract's body, its amounts read by the money package. */
export const addBody = couponAddBodyWith(parseAmount);

/** `/api/admin/coupon/add`: checked so the database CHECKs never have to refuse it. */
export async function addCoupon(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ISSUERS);
  const b = parse(addBody, input);
  const startsAt = b.starts_at ?? new Date();
  if (b.ends_at <= startsAt || b.ends_at <= new Date()) throw new AppError("bad_request", { field: "ends_at" });
  if (b.kind === "discount" ? b.discount < 1 : b.amount <= 0n)
    throw new AppError("bad_request", { field: b.kind === "discount" ? "discount" : "amount" });
  if (b.shop_id && !(await shopExists(ctx.db, b.shop_id))) throw new AppError("no_shop", { field: "shop_id" });
  const row = await repo.insertCoupon(ctx.db, {
    shopId: b.shop_id ?? null,
    kind: b.kind,
    name: b.name,
    amountMinor: b.kind === "discount" ? 0n : b.amount,
    discountPercent: b.kind === "discount" ? b.discount : 0,
    maxDiscountMinor: b.kind === "discount" && b.max_discount ? b.max_discount : null,
    thresholdMinor: b.kind === "instant" ? 0n : b.threshold,
    total: b.total,
    perUser: b.per_user,
    startsAt,
    endsAt: b.ends_at,
    createdBy: `staff:${staff.id}`,
  });
  await audit(ctx, staff.id, "coupon.add", `coupon:${row.id}`, { name: row.name, shop_id: row.shopId });
  return presentCoupon({ ...row, shopName: null }, { state: "unclaimed", claimedCount: 0, canReceive: false });
}

/** `/api/admin/coupon/list`: every coupon, newest first, with what is left. */
export async function adminCouponList(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, ISSUERS);
  const q = parse(pageQuery, input);
  return repo.adminPage(ctx.db, q, (rows) =>
    rows.map((c) => presentCoupon(c, { state: "unclaimed", claimedCount: 0, canReceive: false })),
  );
}
