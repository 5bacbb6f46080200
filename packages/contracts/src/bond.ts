import { z } from "zod";
import { LOCK_REASON_MAX, SIGNATURE_NAME_MAX } from "./bond.constants.js";
import { bitField, pageQuery } from "./request.js";

const id = z.coerce.number().int().positive();
const level = z.coerce.number().int().min(1).max(20);
/** the signer's name: plain text, no markup */
const signName = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  z
    .string()
    .min(2, "signature_required")
    .max(SIGNATURE_NAME_MAX, "signature_required")
    .refine((s) => !/[<>]/.test(s), "signature_required"),
);

/**
 * `shop/bond_pay`: an amount or a target level; the name signs the contract version shown, and
 * `contract_lang` (optional; the `lang` of `shop/contract`'s answer) the language it was shown in.
 */
export const bondPayBody = z.object({
  name: signName,
  contract_version: z.coerce.number().int().positive({ message: "contract_changed" }),
  contract_lang: z.string().max(16).optional().catch(undefined),
  amount: z.unknown().optional(),
  level: level.optional().catch(undefined),
  pay_password: z.unknown().optional(),
});

/** `shop/bond_refund`: an amount or the level to go down to. */
export const bondRefundBody = z.object({
  amount: z.unknown().optional(),
  level: level.optional().catch(undefined),
});

/** `/api/admin/shop/bond_refunds`: an unknown state lists every state. */
export const bondRefundQueueQuery = pageQuery.extend({
  state: z.coerce.number().int().min(0).max(2).optional().catch(undefined),
});

/** `/api/admin/shop/bond_refund_review`: agree 1 returns the bond; 0 needs a reason. */
export const bondRefundReviewBody = z.object({
  id,
  agree: bitField(),
  reason: z.string().trim().max(LOCK_REASON_MAX).optional(),
});

/** `/api/admin/shop/lock`: lock (1) or unlock (0) a store, with a reason. */
export const shopLockBody = z.object({
  shop_id: id,
  locked: bitField(),
  reason: z.string().trim().max(LOCK_REASON_MAX).optional(),
});

/** `/api/admin/shop/list`: the shops a console operator can lock or unlock (`keyword` searches names). */
export const shopAdminQuery = pageQuery;
