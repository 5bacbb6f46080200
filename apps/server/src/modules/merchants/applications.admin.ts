import { shopApplicationsQuery, shopReviewBody } from "@mp/contracts";
import { text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { openShop } from "../catalogue/index.js";
import { ownPublicUpload } from "../files/index.js";
import { notify } from "../messages/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { presentApplication } from "./applications.presenter.js";
import { applicationPage, decideApplication, setShopOf } from "./applications.repo.js";
import { OPERATOR } from "./review.js";

/**
 * The console's shop review (operators, docs/roles.md): a queue by state, and one decision per
 * application (under review -> opened or failed, guarded in the UPDATE, so racing reviews decide
 * once). Approving opens the shop at level 1 with no bond (the level follows the bond, which
 * starts at 0); every decision is audited and told to the applicant by a system notice.
 */

export async function applicationQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(shopApplicationsQuery, input);
  return applicationPage(ctx.db, q, q.state, async (rows) =>
    accountsAdmin.withUserLabels(ctx.db, await Promise.all(rows.map((r) => presentApplication(ctx.db, r)))),
  );
}

export async function reviewApplication(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(shopReviewBody, input);
  if (!b.approve && !b.reason) throw new AppError("reason_required", { field: "reason" });
  return inTransaction(ctx, async (tx) => {
    const row = await decideApplication(tx.db, b.id, { approve: b.approve === 1, staffId: staff.id, reason: b.reason });
    if (!row) throw new AppError("already_reviewed");
    let shopId: number | null = null;
    if (b.approve) {
      // only the applicant's own uploads become the shop's public pictures (an application filed
      // before that was checked may hold another path: the shop opens without it)
      const picture = async (url: string) => (url ? ((await ownPublicUpload(ctx, row.userId, url, tx.db)) ?? "") : "");
      shopId = await openShop(tx.db, {
        userId: row.userId,
        name: row.shopname,
        avatar: await picture(row.avatar),
        logo: await picture(row.logo),
        bio: row.bio,
      });
      if (shopId === null) throw new AppError("already_merchant");
      await setShopOf(tx.db, row.id, shopId);
      row.shopId = shopId;
    }
    await notify(tx.db, {
      userId: row.userId,
      kind: "system",
      text: text(b.approve ? "notice.shop_opened" : "notice.shop_rejected", { shop: row.shopname }),
      note: b.approve ? "" : (b.reason ?? ""),
      modules: "shop_apply",
      modulesId: row.id,
    });
    await audit(tx, staff.id, b.approve ? "shop.approve" : "shop.reject", `shop_application:${row.id}`, {
      user_id: row.userId,
      shopname: row.shopname,
      reason: b.reason,
      shop_id: shopId,
    });
    return presentApplication(tx.db, row);
  });
}
