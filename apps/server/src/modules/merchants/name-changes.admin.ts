import { shopNameChangesQuery, shopNameReviewBody } from "@mp/contracts";
import { text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { forgetGoodsAnswers, forgetShopCards, renameShop } from "../catalogue/index.js";
import { notify } from "../messages/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { decideNameChange, nameChangePage } from "./name-changes.repo.js";
import { OPERATOR } from "./review.js";
import { presentNameChange } from "./shop-settings.service.js";

/**
 * The console's review of shop name changes (operators, like the application's review): a queue
 * by state, one decision per request (guarded in the UPDATE, so racing reviews decide once).
 * Approving renames the shop, unless another shop took the name meanwhile ("shopname_taken",
 * nothing decided); every decision is audited and told to the merchant by a system notice.
 */
export async function nameChangeQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(shopNameChangesQuery, input);
  return nameChangePage(ctx.db, q, q.state, (rows) => rows.map(presentNameChange));
}

export async function reviewNameChange(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(shopNameReviewBody, input);
  if (!b.approve && !b.reason) throw new AppError("reason_required", { field: "reason" });
  const decided = await inTransaction(ctx, async (tx) => {
    const row = await decideNameChange(tx.db, b.id, { approve: b.approve === 1, staffId: staff.id, reason: b.reason });
    if (!row) throw new AppError("already_reviewed");
    if (b.approve && !(await renameShop(tx.db, row.shopId, row.shopname)))
      throw new AppError("shopname_taken", { field: "shopname" });
    await notify(tx.db, {
      userId: row.userId,
      kind: "system",
      text: b.approve
        ? text("notice.shop_name_approved", { name: row.shopname })
        : text("notice.shop_name_rejected", { name: row.shopname, old_name: row.oldName }),
      note: b.approve ? "" : (b.reason ?? ""),
      modules: "shop_name",
      modulesId: row.id,
    });
    await audit(tx, staff.id, b.approve ? "shop.name_approve" : "shop.name_reject", `shop_name_change:${row.id}`, {
      shop_id: row.shopId,
      old_name: row.oldName,
      shopname: row.shopname,
      reason: b.reason,
    });
    return row;
  });
  if (b.approve) {
    await forgetShopCards(ctx);
    await forgetGoodsAnswers(ctx);
  }
  return presentNameChange(decided);
}
