import type { ShopHome } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { ShopHome, ShopHomeDay, ShopHomeFigures, StoreLevelView } from "@mp/contracts/constants";

/** The merchant's shop home (docs/api.md#shop-home). */
export const shopHomeApi = {
  /** silent: a user without a shop sees the page's own "not yet a business user" state */
  home: () => apiPost<ShopHome>("/api/wanlshop/shop/home", undefined, { silent: true }),
};
