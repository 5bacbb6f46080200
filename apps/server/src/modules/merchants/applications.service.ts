import { APPLY_STATE, type ShopApplyInfo, shopApplyBody } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { shopOfOwner } from "../catalogue/index.js";
import { ownerOf, ownPublicUpload } from "../files/index.js";
import { presentApplication } from "./applications.presenter.js";
import { applicationOf, submitApplication } from "./applications.repo.js";
import { isUniqueViolation, requireFreeShopName } from "./review.js";

/**
 * `shop/apply` (docs/states.md#other-states): a user without a shop files an application, or
 * fills a failed one again; one under review answers "Under review". Nothing is saved unless
 * every field holds.
 */
export async function apply(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  if (await shopOfOwner(ctx.db, user.id)) throw new AppError("already_merchant");
  const mine = await applicationOf(ctx.db, user.id);
  if (mine?.state === APPLY_STATE.review) throw new AppError("under_review");
  if (mine?.state === APPLY_STATE.opened) throw new AppError("already_merchant");
  const b = parse(shopApplyBody, input);
  for (const field of ["id_front", "id_back"] as const)
    if ((await ownerOf(ctx.db, b[field])) !== user.id) throw new AppError("id_photo_required", { field });
  // a shop's avatar and logo are public pictures this applicant uploaded here (api/common/upload)
  for (const field of ["avatar", "logo"] as const) {
    if (!b[field]) continue;
    const own = await ownPublicUpload(ctx, user.id, b[field]);
    if (!own) throw new AppError("upload_invalid", { field });
    b[field] = own;
  }
  await requireFreeShopName(ctx, b.shopname, user.id);
  let row: Awaited<ReturnType<typeof submitApplication>>;
  try {
    row = await submitApplication(ctx.db, user.id, {
      storeType: b.store_type,
      name: b.name,
      birthday: b.birthday,
      birthplace: b.birthplace,
      residence: b.residence,
      nationality: b.nationality,
      issuingCountry: b.issuing_country,
      idNumber: b.id_number,
      idValidity: b.id_validity,
      idFront: b.id_front,
      idBack: b.id_back,
      shopname: b.shopname,
      street: b.street,
      city: b.city,
      postalCode: b.postal_code,
      email: b.email.toLowerCase(),
      avatar: b.avatar,
      logo: b.logo,
      bio: b.bio,
    });
  } catch (err) {
    // another application took the name between the check and the insert
    if (isUniqueViolation(err)) throw new AppError("shopname_taken", { field: "shopname" });
    throw err;
  }
  // a racing submit of the same user put it under review first
  if (!row) throw new AppError("under_review");
  return presentApplication(ctx.db, row);
}

/** `shop/apply_info`: the user's own application (2 under review, 3 opened, 4 failed + reason), or null. */
export async function applyInfo(ctx: Ctx): Promise<ShopApplyInfo> {
  const user = await requireUser(ctx);
  const row = await applicationOf(ctx.db, user.id);
  return row ? presentApplication(ctx.db, row) : null;
}
