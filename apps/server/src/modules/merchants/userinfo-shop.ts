import { extendUserInfo } from "../accounts/index.js";
import { ownShopCard } from "../catalogue/index.js";

/**
 * userinfo's `shop` (login, `get_userinfo`): read from the shops table on every call, so opening
 * or locking a shop shows at once, without a new login.
 */
export function registerUserInfoShop(): void {
  if (registered) return;
  registered = true;
  extendUserInfo(async (ctx, user) => ({ shop: await ownShopCard(ctx.db, user.id) }));
}
let registered = false;
