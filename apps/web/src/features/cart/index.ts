import "./cart.css";

export type { CartLine } from "./api/cart-api";
export { CartLink } from "./components/cart-link";
export { CartView } from "./components/cart-view";
export { buyNowHref, useBuyActions } from "./hooks/use-buy-actions";
export { cartKey, useCartCount, useCartMerge } from "./hooks/use-cart";
