import {
  type AppConfigEdit,
  agreementKey,
  agreementPreviewBody,
  agreementSaveBody,
  appConfigBody,
  type FooterGroup,
  type FooterGroupView,
  footerBody,
  type InitData,
  type LangText,
  pageQuery,
  pickLang,
} from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, ok, parse } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { publicUploadPath } from "../../platform/uploads/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { agreementDetail, agreementList, agreementPreview, agreementSave } from "./agreements.admin.js";
import { DEFAULT_APP_CONFIG } from "./defaults.js";
import { DEFAULT_FOOTER_LINKS } from "./footer-defaults.js";

/**
 * The console's app configuration and footer links (operators; docs/roles.md). Both are settings,
 * read from the database on each request (no cache), so a save reaches every process at once.
 */
const OPERATOR = ["operator"] as const;

/** `app_config` as stored: init's fields, plus working hours per language and the app download link. */
export type StoredAppConfig = InitData["appConfig"] & { working_hours_i18n?: LangText; app_url?: string };

export const appConfigOf = (db: Db) => getSetting<StoredAppConfig>(db, "app_config", DEFAULT_APP_CONFIG);
/** `footer_links` is stored as {groups} (settings merge objects over their defaults). */
export const footerLinksOf = (db: Db) =>
  getSetting<{ groups: FooterGroup[] }>(db, "footer_links", { groups: DEFAULT_FOOTER_LINKS }).then((s) => s.groups);

/** Init's app config in `lang`: working hours in that language, else English. */
export function appConfigView(c: StoredAppConfig, lang: string): InitData["appConfig"] {
  const { working_hours_i18n, ...rest } = c;
  return { ...rest, working_hours: pickLang(working_hours_i18n, lang) || c.working_hours, app_url: c.app_url ?? "" };
}

export const footerView = (groups: FooterGroup[], lang: string): FooterGroupView[] =>
  groups.map((g) => ({
    title: pickLang(g.title, lang),
    links: g.links.map((l) => ({ label: pickLang(l.label, lang), url: l.url })),
  }));

const editable = (c: StoredAppConfig): AppConfigEdit => ({
  working_hours: c.working_hours_i18n ?? { en: c.working_hours },
  service_url: c.service_url,
  service_img: c.service_img,
  login_img: c.login_img,
  app_url: c.app_url ?? "",
});

/** A picture field: empty, unchanged, or one of our uploads (api/admin/upload, size-limited there). */
async function picture(ctx: Ctx, value: string, before: string, field: string): Promise<string> {
  if (value === "" || value === before) return value;
  const stored = await publicUploadPath(ctx.storage, ctx.config.publicUrl, value);
  if (!stored) throw new AppError("upload_invalid", { field });
  return stored;
}

async function readAppConfig(ctx: Ctx) {
  await requireStaff(ctx, OPERATOR);
  return { config: editable(await appConfigOf(ctx.db)) };
}

async function saveAppConfig(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(appConfigBody, input);
  return inTransaction(ctx, async (tx) => {
    const stored = await appConfigOf(tx.db);
    const before = editable(stored);
    const after: AppConfigEdit = {
      working_hours: b.working_hours,
      service_url: b.service_url,
      service_img: await picture(tx, b.service_img, before.service_img, "service_img"),
      login_img: await picture(tx, b.login_img, before.login_img, "login_img"),
      app_url: b.app_url,
    };
    await putSetting(tx.db, "app_config", {
      ...stored,
      working_hours: after.working_hours.en ?? stored.working_hours,
      working_hours_i18n: after.working_hours,
      service_url: after.service_url,
      service_img: after.service_img,
      login_img: after.login_img,
      app_url: after.app_url,
    } satisfies StoredAppConfig);
    await audit(tx, staff.id, "content.app_config", "setting:app_config", { before, after });
    return { config: after };
  });
}

async function readFooter(ctx: Ctx) {
  await requireStaff(ctx, OPERATOR);
  return { groups: await footerLinksOf(ctx.db) };
}

async function saveFooter(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const { groups } = parse(footerBody, input);
  return inTransaction(ctx, async (tx) => {
    const before = await footerLinksOf(tx.db);
    await putSetting(tx.db, "footer_links", { groups });
    await audit(tx, staff.id, "content.footer", "setting:footer_links", { before, after: groups });
    return { groups };
  });
}

const doc = routeDocs("Staff: content");

/** `POST /api/admin/content/app_config|app_config_save|footer|footer_save` and `/api/admin/agreement/list|detail|preview|save` (operators). */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/content/app_config", doc("App settings", "staff", "none"), async (req) =>
    ok(await readAppConfig(req.ctx)),
  );
  app.post("/api/admin/content/app_config_save", doc("Save the app settings", "staff", appConfigBody), async (req) =>
    ok(await saveAppConfig(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/content/footer", doc("Footer links", "staff", "none"), async (req) =>
    ok(await readFooter(req.ctx)),
  );
  app.post("/api/admin/content/footer_save", doc("Save the footer links", "staff", footerBody), async (req) =>
    ok(await saveFooter(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/agreement/list", doc("Agreements", "staff", pageQuery), async (req) =>
    ok(await agreementList(req.ctx, req.body)),
  );
  app.post("/api/admin/agreement/detail", doc("One agreement in every language", "staff", agreementKey), async (req) =>
    ok(await agreementDetail(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/agreement/preview",
    doc("Preview an agreement's HTML", "staff", agreementPreviewBody),
    async (req) => ok(await agreementPreview(req.ctx, req.body)),
  );
  app.post("/api/admin/agreement/save", doc("Save an agreement", "staff", agreementSaveBody), async (req) =>
    ok(await agreementSave(req.ctx, req.body), "Saved"),
  );
}
