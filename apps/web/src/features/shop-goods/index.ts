import "./shop-goods.css";

export { GoodsEditor } from "./components/goods-editor";
export { GoodsLimits } from "./components/goods-limits";
export { GoodsList } from "./components/goods-list";
export { SupplierCatalogue } from "./components/supplier-catalogue";
export { useGoodsLimits } from "./hooks/use-shop-goods";
