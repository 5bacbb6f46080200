import { z } from "zod";
import { isEmail } from "./accounts.constants.js";

/** Platform staff roles (docs/roles.md). `admin` may do everything. */
export const STAFF_ROLES = ["admin", "operator", "finance", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff account is its e-mail: checked by the e-mail rules before any lookup. */
export const staffLoginBody = z.object({
  account: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    z.string().min(1, "account_required").refine(isEmail, "email_incorrect"),
  ),
  password: z.preprocess((v) => v ?? "", z.string().min(1, "password_required")),
});

export interface StaffInfo {
  token?: string;
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** `/api/admin/user/lock` */
export const userLockBody = z.object({
  user_id: z.coerce.number().int().positive(),
  locked: z.coerce.number().int().min(0).max(1),
});
