import {
  NAME_CHANGE_STATE,
  type NameChangeState,
  type ShopNameChange,
  type ShopSettingBody,
  type ShopSettings,
  shopSettingBody,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { publicUploadPath } from "../../platform/uploads/index.js";
import {
  forgetShopCards,
  requireOwnShop,
  type ShopSettingsRow,
  saveShopSettings,
  shopSettingsOf,
} from "../catalogue/index.js";
import { latestNameChange, type NameChangeRow, requestNameChange, withdrawNameChange } from "./name-changes.repo.js";
import { isUniqueViolation, requireFreeShopName, seconds } from "./review.js";

/**
 * The merchant's shop settings (`shop/setting`, `shop/setting_save`, docs/api.md#shop-settings).
 * Pictures, bio, welcome message and working hours change at once; a new name is a name change
 * under review (name-changes.admin.ts), the public name stays until an operator approves it.
 */

export function presentNameChange(r: NameChangeRow): ShopNameChange {
  return {
    id: r.id,
    shop_id: r.shopId,
    old_name: r.oldName,
    shopname: r.shopname,
    state: r.state as NameChangeState,
    reason: r.reason,
    createtime: seconds(r.createdAt) as number,
    reviewtime: seconds(r.reviewedAt),
  };
}

function presentSettings(s: ShopSettingsRow, change: NameChangeRow | null): ShopSettings {
  return {
    id: s.id,
    shopname: s.name,
    avatar: s.avatar,
    logo: s.logo,
    banner: s.banner,
    bio: s.bio,
    welcome: s.welcome,
    hours: s.hours,
    name_change: change ? presentNameChange(change) : null,
    texts: s.texts,
  };
}

async function ownSettings(ctx: Ctx, shopId: number): Promise<ShopSettingsRow> {
  const shop = await shopSettingsOf(ctx.db, shopId);
  if (!shop) throw new AppError("no_shop");
  return shop;
}

/** `shop/setting`: the own shop's settings and its latest name change. */
export async function shopSettings(ctx: Ctx): Promise<ShopSettings> {
  const { shopId } = await requireOwnShop(ctx);
  const [shop, change] = await Promise.all([ownSettings(ctx, shopId), latestNameChange(ctx.db, shopId)]);
  return presentSettings(shop, change);
}

/** A picture kept as it is, or one this server stored publicly (api/common/upload); "" removes it. */
async function picture(ctx: Ctx, b: ShopSettingBody, shop: ShopSettingsRow, field: "avatar" | "logo" | "banner") {
  const v = b[field];
  if (!v || v === shop[field]) return v;
  const stored = await publicUploadPath(ctx.storage, ctx.config.publicUrl, v);
  if (!stored) throw new AppError("upload_invalid", { field });
  return stored;
}

/**
 * `shop/setting_save`: the whole form. Every field is checked (and a new name found free) before
 * anything is written; then one transaction saves the settings and files, replaces or withdraws
 * the name change under review. The shop's public page shows the saved settings at once.
 */
export async function saveShopSettingsForm(ctx: Ctx, input: unknown): Promise<ShopSettings> {
  const { user, shopId } = await requireOwnShop(ctx);
  const b = parse(shopSettingBody, input);
  const shop = await ownSettings(ctx, shopId);
  const fields = {
    avatar: await picture(ctx, b, shop, "avatar"),
    logo: await picture(ctx, b, shop, "logo"),
    banner: await picture(ctx, b, shop, "banner"),
    bio: b.bio,
    welcome: b.welcome,
    hours: b.hours,
    texts: b.texts,
  };
  const pending = await latestNameChange(ctx.db, shopId);
  const keepsName = b.shopname === shop.name;
  const samePending = pending?.state === NAME_CHANGE_STATE.review && pending.shopname === b.shopname;
  if (!keepsName && !samePending) await requireFreeShopName(ctx, b.shopname, user.id, shopId);
  try {
    await inTransaction(ctx, async (tx) => {
      await saveShopSettings(tx.db, shopId, fields);
      if (keepsName) await withdrawNameChange(tx.db, shopId);
      else if (!samePending)
        await requestNameChange(tx.db, { shopId, userId: user.id, oldName: shop.name, shopname: b.shopname });
    });
  } catch (err) {
    // another shop asked for the same name between the check and the insert
    if (isUniqueViolation(err)) throw new AppError("shopname_taken", { field: "shopname" });
    throw err;
  }
  await forgetShopCards(ctx);
  return shopSettings(ctx);
}
