import { z } from "zod";
import { isEmail } from "./accounts.constants.js";
import { bitField, pageQuery } from "./request.js";

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

/** A lock's written reason: 2 to 300 characters (kept in the audit log). */
export const LOCK_REASON_MIN = 2;
export const USER_LOCK_REASON_MAX = 300;

/** `/api/admin/users/lock`: locking needs a reason (2..300 characters); unlocking may give one. */
export const userLockBody = z
  .object({
    user_id: z.coerce.number().int().positive(),
    locked: bitField(),
    reason: z.string().trim().max(USER_LOCK_REASON_MAX, "reason_length").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.locked === 1 && !v.reason) ctx.addIssue({ code: "custom", message: "reason_required", path: ["reason"] });
    else if (v.reason && v.reason.length < LOCK_REASON_MIN)
      ctx.addIssue({ code: "custom", message: "reason_length", path: ["reason"] });
  });

const userId = z.coerce.number().int().positive();
/** `/api/admin/users/detail` and `/api/admin/users/logout_all` */
export const adminUserBody = z.object({ user_id: userId });
/** `/api/admin/users/orders`, `/ledger`, `/logins`: one user's rows, paged */
export const adminUserPageQuery = pageQuery.extend({ user_id: userId });

const staffId = z.coerce.number().int().positive();
const staffName = z.string().trim().min(1, "staff_name_invalid").max(50, "staff_name_invalid");
const staffRole = z.enum(STAFF_ROLES, { message: "bad_request" });
const staffPassword = z.string().min(8, "staff_password_length").max(100, "staff_password_length");

/** `/api/admin/staff/add` */
export const staffAddBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : (v ?? "")),
    z.string().min(1, "account_required").refine(isEmail, "email_incorrect"),
  ),
  name: staffName,
  role: staffRole,
  password: staffPassword,
});
/** `/api/admin/staff/save`: name and role */
export const staffSaveBody = z.object({ staff_id: staffId, name: staffName, role: staffRole });
/** `/api/admin/staff/disable`: disabled 1 disables (sessions end at once), 0 enables */
export const staffDisableBody = z.object({ staff_id: staffId, disabled: bitField() });
/** `/api/admin/staff/reset_password`: the admin sets a new password; the member's sessions end */
export const staffResetPasswordBody = z.object({ staff_id: staffId, password: staffPassword });
/**
 * `/api/admin/auth/change_password`: a staff member's own password, with the current one; every
 * session of theirs ends, this one too (docs/accounts.md).
 */
export const staffChangePasswordBody = z.object({
  password: z.preprocess((v) => v ?? "", z.string().min(1, "password_required")),
  newpassword: staffPassword,
});
/** `/api/admin/staff/list` */
export const staffListQuery = pageQuery;

const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "report_range_invalid")
  .refine((s) => {
    const at = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(s);
  }, "report_range_invalid");
const optionalText = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().trim().max(200).optional(),
);
const optionalDay = z.preprocess((v) => (v === "" || v === null ? undefined : v), auditDay.optional());

/**
 * `/api/admin/audit/list`: page, and optional filters: `actor` a staff id or e-mail, `action` a
 * prefix ("user." or "user.lock"), `target` the object ("user:12"), `date_from`/`date_to` UTC
 * days YYYY-MM-DD, both included.
 */
export const auditListQuery = pageQuery
  .omit({ keyword: true })
  .extend({
    actor: optionalText,
    action: optionalText,
    target: optionalText,
    date_from: optionalDay,
    date_to: optionalDay,
  })
  .superRefine((v, ctx) => {
    if (v.date_from && v.date_to && v.date_from > v.date_to)
      ctx.addIssue({ code: "custom", message: "report_range_invalid", path: ["date_from"] });
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;
