import { couponAdminIdBody, couponIdBody, couponListBody, couponSaveBody, pageQuery } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getDocs, routeDocs } from "../../platform/http/route-docs.js";
import { addBody, addCoupon, adminCouponList, deleteCoupon, endCoupon, saveCoupon } from "./coupons.admin.js";
import { couponList, receiveCoupon } from "./coupons.service.js";

const doc = routeDocs("Coupons");
const staff = routeDocs("Staff: coupons");
const listDocs = doc("Coupons to receive, or mine", "shopper", couponListBody, { query: true });

/** The coupons page's calls and the staff console's. */
export async function couponsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/coupon/lists", listDocs, async (req) => ok(await couponList(req.ctx, req.body)));
  app.get("/api/wanlshop/coupon/lists", getDocs(listDocs), async (req) => ok(await couponList(req.ctx, req.query)));
  app.post("/api/wanlshop/coupon/receive", doc("Receive a coupon", "shopper", couponIdBody), async (req) =>
    ok(await receiveCoupon(req.ctx, req.body), "Received"),
  );
  app.post("/api/admin/coupon/add", staff("Add a coupon", "staff", addBody), async (req) =>
    ok(await addCoupon(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/coupon/list", staff("Coupons", "staff", pageQuery), async (req) =>
    ok(await adminCouponList(req.ctx, req.body)),
  );
  app.post("/api/admin/coupon/save", staff("Edit an issued coupon", "staff", couponSaveBody), async (req) =>
    ok(await saveCoupon(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/coupon/end", staff("End a coupon now", "staff", couponAdminIdBody), async (req) =>
    ok(await endCoupon(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/coupon/del",
    staff("Delete a coupon nobody has claimed", "staff", couponAdminIdBody),
    async (req) => ok(await deleteCoupon(req.ctx, req.body), "Deleted"),
  );
}
