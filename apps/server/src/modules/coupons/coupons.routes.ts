import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { addCoupon, adminCouponList } from "./coupons.admin.js";
import { couponList, receiveCoupon } from "./coupons.service.js";

/** The coupons page's calls and the staff console's. */
export async function couponsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/coupon/lists", async (req) => ok(await couponList(req.ctx, req.body)));
  app.get("/api/wanlshop/coupon/lists", async (req) => ok(await couponList(req.ctx, req.query)));
  app.post("/api/wanlshop/coupon/receive", async (req) => ok(await receiveCoupon(req.ctx, req.body), "Received"));
  app.post("/api/admin/coupon/add", async (req) => ok(await addCoupon(req.ctx, req.body), "Saved"));
  app.post("/api/admin/coupon/list", async (req) => ok(await adminCouponList(req.ctx, req.body)));
}
