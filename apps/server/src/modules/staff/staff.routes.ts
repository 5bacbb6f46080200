import { auditListQuery, staffChangePasswordBody, staffLoginBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok, pageQuery, parse, unixSeconds as secs } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { listOutbox, type OutboxRow } from "../../platform/mail/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { listAudit } from "./staff.repo.js";
import { requireStaff, staffLogout, staffMe } from "./staff.service.js";
import { staffAccountRoutes } from "./staff-accounts.routes.js";
import { staffLogin } from "./staff-login.js";
import { changeOwnStaffPassword } from "./staff-password.js";

const doc = routeDocs("Staff: accounts");

/**
 * The shopper or merchant an audit entry concerns, so the log can name them: its object
 * (`user:12`) or the `user_id` its detail records (a shop application's applicant); else null.
 */
export function auditUserId(target: string, detail: unknown): number | null {
  const m = /^user:(\d+)$/.exec(target);
  if (m) return Number(m[1]);
  const id = detail && typeof detail === "object" ? (detail as { user_id?: unknown }).user_id : undefined;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
}

/** The staff console's calls under /api/admin. Each checks the staff role it needs. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/admin/auth/login",
    {
      config: { rateLimit: { max: app.platform.config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      ...doc("Staff log in", "none", staffLoginBody),
    },
    async (req) => ok(await staffLogin(req.ctx, req.body), "Logged in successfully"),
  );
  app.post("/api/admin/auth/logout", doc("Staff log out", "staff", "none"), async (req) => {
    await staffLogout(req.ctx);
    return ok(null, "Logged out");
  });
  app.post("/api/admin/auth/me", doc("The logged-in staff member", "staff", "none"), async (req) =>
    ok(await staffMe(req.ctx)),
  );

  app.post(
    "/api/admin/auth/change_password",
    {
      config: { rateLimit: { max: app.platform.config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      ...doc("Change my own staff password (every session ends)", "staff", staffChangePasswordBody),
    },
    async (req) => ok(await changeOwnStaffPassword(req.ctx, req.body), "Password changed"),
  );

  await staffAccountRoutes(app);

  app.post("/api/admin/audit/list", doc("The audit log", "staff", auditListQuery), async (req) => {
    await requireStaff(req.ctx, ["admin"]);
    const q = parse(auditListQuery, req.body);
    const filter = { actor: q.actor, action: q.action, target: q.target, dateFrom: q.date_from, dateTo: q.date_to };
    return ok(
      await listAudit(req.ctx.db, q, filter, (rows) =>
        accountsAdmin.withUserLabels(
          req.ctx.db,
          rows.map(({ createdAt, staffId, staffEmail, ...r }) => ({
            ...r,
            staff_id: staffId,
            staff_email: staffEmail,
            createtime: secs(createdAt),
            user_id: auditUserId(r.target, r.detail),
          })),
        ),
      ),
    );
  });

  app.post("/api/admin/outbox/list", doc("Sent e-mails (the outbox)", "staff", pageQuery), async (req) => {
    await requireStaff(req.ctx, ["admin"]);
    const q = parse(pageQuery, req.body);
    const present = (rows: OutboxRow[]) =>
      rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createtime: secs(r.createdAt) }));
    return ok(await listOutbox(req.ctx.db, q, present));
  });
}
