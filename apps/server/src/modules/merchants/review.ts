import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import { shopNameTaken } from "../catalogue/index.js";
import { nameHeld } from "./applications.repo.js";
import { nameChangeHeld } from "./name-changes.repo.js";

/**
 * What the merchants module's reviews share (the shop application and the shop name change):
 * operators decide; a shop name is unique among shops, applications under review or opened and
 * name changes under review (case-insensitive); a decision's time in seconds.
 */
export const OPERATOR = ["operator"] as const;

export const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

export const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** "shopname_taken" unless the name is free for this user (and their shop, when they have one). */
export async function requireFreeShopName(ctx: Ctx, name: string, userId: number, shopId = 0): Promise<void> {
  if (
    (await shopNameTaken(ctx.db, name, shopId)) ||
    (await nameHeld(ctx.db, name, userId)) ||
    (await nameChangeHeld(ctx.db, name, shopId))
  )
    throw new AppError("shopname_taken", { field: "shopname" });
}
