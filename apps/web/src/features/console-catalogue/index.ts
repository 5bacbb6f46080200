import "./console-catalogue.css";

export { BrandsTable } from "./components/brands-table";
export { CategoryTree } from "./components/category-tree";
export { GoodsModeration } from "./components/goods-moderation";
export { SupplierGoodsTable } from "./components/supplier-goods-table";
