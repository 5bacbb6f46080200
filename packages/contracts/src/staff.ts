import { z } from "zod";
import { isEmail } from "./accounts.constants.js";
import { pageQuery } from "./request.js";

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
