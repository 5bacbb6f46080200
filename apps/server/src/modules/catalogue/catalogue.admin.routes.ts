import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { addBrand, listBrands, saveBrand } from "./brands.admin.js";
import { addCategory, listCategoriesAdmin, moveCategory, saveCategory } from "./categories.admin.js";
import { listGoodsAdmin, restoreGoods, takedownGoods } from "./goods-moderation.admin.js";
import {
  addSupplierGoods,
  listSupplierGoodsAdmin,
  saveSupplierGoods,
  shelfSupplierGoods,
  supplierGoodsDetailAdmin,
} from "./supplier-goods.admin.js";

/** The console's catalogue calls (docs/api.md#console-catalogue): operators; admin always passes. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const post = (
    url: string,
    handler: (ctx: Parameters<typeof listBrands>[0], body: unknown) => Promise<unknown>,
    msg?: string,
  ) => app.post(url, async (req) => ok(await handler(req.ctx, req.body), msg));

  post("/api/admin/category/list", (ctx) => listCategoriesAdmin(ctx));
  post("/api/admin/category/add", addCategory, "Saved");
  post("/api/admin/category/save", saveCategory, "Saved");
  post("/api/admin/category/move", moveCategory, "Saved");

  post("/api/admin/brand/list", listBrands);
  post("/api/admin/brand/add", addBrand, "Saved");
  post("/api/admin/brand/save", saveBrand, "Saved");

  post("/api/admin/supplier_goods/list", listSupplierGoodsAdmin);
  post("/api/admin/supplier_goods/detail", supplierGoodsDetailAdmin);
  post("/api/admin/supplier_goods/add", addSupplierGoods, "Saved");
  post("/api/admin/supplier_goods/save", saveSupplierGoods, "Saved");
  post("/api/admin/supplier_goods/shelf", shelfSupplierGoods, "Saved");

  post("/api/admin/goods/list", listGoodsAdmin);
  post("/api/admin/goods/takedown", takedownGoods, "Taken down");
  post("/api/admin/goods/restore", restoreGoods, "Restored");
}
