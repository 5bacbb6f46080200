import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { deleteAddress, listAddresses, saveAddress } from "./addresses.service.js";
import { adminDeliveryRules, deliveryRulesView, saveDeliveryRules } from "./delivery.js";
import { diallingCodes, diquList } from "./regions.js";

/** Region data and delivery rules (public), the shopper's shipping addresses, the operators' delivery rules. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const regions = diquList();
  for (const method of ["GET", "POST"] as const) {
    app.route({ method, url: "/api/index/diqu_list", handler: async () => ok(regions) });
    app.route({ method, url: "/api/index/dialling_codes", handler: async (req) => ok(diallingCodes(req.ctx.lang)) });
    app.route({
      method,
      url: "/api/index/delivery_rules",
      handler: async (req) => ok(await deliveryRulesView(req.ctx)),
    });
  }
  app.post("/api/wanlshop/address/getaddress", async (req) => ok(await listAddresses(req.ctx)));
  app.post("/api/wanlshop/address/address", async (req) =>
    ok(await saveAddress(req.ctx, req.body), "Saved successfully"),
  );
  app.post("/api/wanlshop/address/del", async (req) => {
    await deleteAddress(req.ctx, req.body);
    return ok(null, "Deleted");
  });
  app.post("/api/admin/delivery/rules", async (req) => ok(await adminDeliveryRules(req.ctx)));
  app.post("/api/admin/delivery/save", async (req) => ok(await saveDeliveryRules(req.ctx, req.body), "Saved"));
}
