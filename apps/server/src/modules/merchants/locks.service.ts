import { SHOP_STATE, shopAdminQuery, shopLockBody } from "@mp/contracts";
import { text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { forgetGoodsAnswers, forgetShopCards, setShopLocked, shopAdminPage } from "../catalogue/index.js";
import { notify } from "../messages/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { balanceOf, bondOf } from "../wallet/index.js";
import { levelOfBond, money, storeLevels } from "./levels.js";
import { OPERATOR } from "./review.js";

/**
 * `/api/admin/shop/list` {page, limit, keyword}: shops with their state, level, bond and owner,
 * for the lock and unlock action and the console's shop pickers; the keyword is a part of the
 * name, a shop id, or a part of the owner's e-mail or nickname.
 */
export async function shopList(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(shopAdminQuery, input);
  const [levels, ownerIds] = await Promise.all([
    storeLevels(ctx.db),
    q.keyword ? accountsAdmin.userIdsContaining(ctx.db, q.keyword) : [],
  ]);
  return shopAdminPage(ctx.db, { ...q, ownerIds }, async (rows) => {
    const [owners, bonds] = await Promise.all([
      accountsAdmin.ownersOf(ctx.db, [...new Set(rows.map((s) => s.user_id))]),
      Promise.all(rows.map((s) => balanceOf(ctx.db, bondOf(s.id)))),
    ]);
    return rows.map((s, i) => {
      const bond = bonds[i] ?? 0n;
      return {
        id: s.id,
        user_id: s.user_id,
        owner_email: owners.get(s.user_id)?.email ?? "",
        owner_nickname: owners.get(s.user_id)?.nickname ?? "",
        shopname: s.name,
        state: s.state,
        locked: s.state === SHOP_STATE.locked,
        level: levelOfBond(levels, bond),
        bond: money(bond),
        createtime: unixSeconds(new Date(s.created_at)),
      };
    });
  });
}

/**
 * `/api/admin/shop/lock` {shop_id, locked, reason}: an operator locks (1) or unlocks (0) a store,
 * with a written reason; audited; the merchant gets a system notice. A locked store's merchant
 * calls answer 402, its goods are out of the lists and cannot be bought; its orders can still be
 * refunded (docs/states.md#shops).
 */
export async function lockShop(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(shopLockBody, input);
  if (!b.reason) throw new AppError("reason_required", { field: "reason" });
  const locked = b.locked === 1;
  const done = await inTransaction(ctx, async (tx) => {
    const shop = await setShopLocked(tx.db, b.shop_id, locked);
    if (!shop) throw new AppError("not_found", { field: "shop_id" });
    await audit(tx, staff.id, locked ? "shop.lock" : "shop.unlock", `shop:${shop.id}`, { reason: b.reason });
    await notify(tx.db, {
      userId: shop.user_id,
      kind: "system",
      text: text(locked ? "notice.store_locked" : "notice.store_unlocked", { shop: shop.name }),
      note: locked ? b.reason : "",
    });
    return { shop_id: shop.id, state: shop.state, locked: shop.state === SHOP_STATE.locked };
  });
  // committed: the store's goods leave (or return to) the cached lists at once, and its page
  // answers locked (or open) at once on every process
  await forgetGoodsAnswers(ctx);
  await forgetShopCards(ctx);
  return done;
}
