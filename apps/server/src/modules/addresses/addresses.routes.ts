import { addressIdBody, addressSaveBody, deliveryRulesBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { deleteAddress, listAddresses, saveAddress } from "./addresses.service.js";
import { adminDeliveryRules, deliveryRulesView, saveDeliveryRules } from "./delivery.js";
import { diallingCodes, diquList } from "./regions.js";

const doc = routeDocs("Addresses");
const staff = routeDocs("Staff: rules");

/** Region data and delivery rules (public), the shopper's shipping addresses, the operators' delivery rules. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const regions = diquList();
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/api/index/diqu_list",
      ...doc("Regions (countries and areas)", "none", "none"),
      handler: async () => ok(regions),
    });
    app.route({
      method,
      url: "/api/index/dialling_codes",
      ...doc("Dialling codes", "none", "none"),
      handler: async (req) => ok(diallingCodes(req.ctx.lang)),
    });
    app.route({
      method,
      url: "/api/index/delivery_rules",
      ...doc("Where goods are delivered", "none", "none"),
      handler: async (req) => ok(await deliveryRulesView(req.ctx)),
    });
  }
  app.post("/api/wanlshop/address/getaddress", doc("My shipping addresses", "shopper", "none"), async (req) =>
    ok(await listAddresses(req.ctx)),
  );
  app.post("/api/wanlshop/address/address", doc("Save a shipping address", "shopper", addressSaveBody), async (req) =>
    ok(await saveAddress(req.ctx, req.body), "Saved successfully"),
  );
  app.post("/api/wanlshop/address/del", doc("Delete a shipping address", "shopper", addressIdBody), async (req) => {
    await deleteAddress(req.ctx, req.body);
    return ok(null, "Deleted");
  });
  app.post("/api/admin/delivery/rules", staff("Delivery rules", "staff", "none"), async (req) =>
    ok(await adminDeliveryRules(req.ctx)),
  );
  app.post("/api/admin/delivery/save", staff("Save the delivery rules", "staff", deliveryRulesBody), async (req) =>
    ok(await saveDeliveryRules(req.ctx, req.body), "Saved"),
  );
}
