import {
  adminGoodsQuery,
  adminIdBody,
  adminSupplierGoodsQuery,
  brandAddBody,
  brandSaveBody,
  categoryAddBody,
  categoryMoveBody,
  categorySaveBody,
  goodsTakedownBody,
  pageQuery,
  supplierGoodsAddBody,
  supplierGoodsSaveBody,
  supplierGoodsShelfBody,
} from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { type RouteDocs, routeDocs } from "../../platform/http/route-docs.js";
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

const doc = routeDocs("Staff: catalogue");

/** The console's catalogue calls (docs/api.md#console-catalogue): operators; admin always passes. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const post = (
    url: string,
    docs: RouteDocs,
    handler: (ctx: Parameters<typeof listBrands>[0], body: unknown) => Promise<unknown>,
    msg?: string,
  ) => app.post(url, docs, async (req) => ok(await handler(req.ctx, req.body), msg));

  post("/api/admin/category/list", doc("Categories", "staff", "none"), (ctx) => listCategoriesAdmin(ctx));
  post("/api/admin/category/add", doc("Add a category", "staff", categoryAddBody), addCategory, "Saved");
  post("/api/admin/category/save", doc("Edit a category", "staff", categorySaveBody), saveCategory, "Saved");
  post("/api/admin/category/move", doc("Move a category", "staff", categoryMoveBody), moveCategory, "Saved");

  post("/api/admin/brand/list", doc("Brands", "staff", pageQuery), listBrands);
  post("/api/admin/brand/add", doc("Add a brand", "staff", brandAddBody), addBrand, "Saved");
  post("/api/admin/brand/save", doc("Edit a brand", "staff", brandSaveBody), saveBrand, "Saved");

  post(
    "/api/admin/supplier_goods/list",
    doc("Supplier goods", "staff", adminSupplierGoodsQuery),
    listSupplierGoodsAdmin,
  );
  post(
    "/api/admin/supplier_goods/detail",
    doc("One supplier goods item", "staff", adminIdBody),
    supplierGoodsDetailAdmin,
  );
  post(
    "/api/admin/supplier_goods/add",
    doc("Add supplier goods", "staff", supplierGoodsAddBody),
    addSupplierGoods,
    "Saved",
  );
  post(
    "/api/admin/supplier_goods/save",
    doc("Edit supplier goods", "staff", supplierGoodsSaveBody),
    saveSupplierGoods,
    "Saved",
  );
  post(
    "/api/admin/supplier_goods/shelf",
    doc("Put supplier goods on or off sale", "staff", supplierGoodsShelfBody),
    shelfSupplierGoods,
    "Saved",
  );

  post("/api/admin/goods/list", doc("Shops' goods", "staff", adminGoodsQuery), listGoodsAdmin);
  post("/api/admin/goods/takedown", doc("Take goods down", "staff", goodsTakedownBody), takedownGoods, "Taken down");
  post("/api/admin/goods/restore", doc("Restore taken-down goods", "staff", adminIdBody), restoreGoods, "Restored");
}
