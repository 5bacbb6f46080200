import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { deleteAddress, listAddresses, saveAddress } from "./addresses.service.js";
import { diallingCodes, diquList } from "./regions.js";

/** Region data (public) and the shopper's shipping addresses. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const regions = diquList();
  for (const method of ["GET", "POST"] as const) {
    app.route({ method, url: "/api/index/diqu_list", handler: async () => ok(regions) });
    app.route({ method, url: "/api/index/dialling_codes", handler: async (req) => ok(diallingCodes(req.ctx.lang)) });
  }
  app.post("/api/wanlshop/address/getaddress", async (req) => ok(await listAddresses(req.ctx)));
  app.post("/api/wanlshop/address/address", async (req) =>
    ok(await saveAddress(req.ctx, req.body), "Saved successfully"),
  );
  app.post("/api/wanlshop/address/del", async (req) => {
    await deleteAddress(req.ctx, req.body);
    return ok(null, "Deleted");
  });
}
