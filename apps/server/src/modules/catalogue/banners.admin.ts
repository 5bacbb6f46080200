import { type AdminBanner, type BannerInput, bannerBody, bannerIdBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, ok, pageQuery, parse, toPage, unixSeconds } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { publicUploadPath } from "../../platform/uploads/index.js";
import { audit, requireStaff } from "../staff/index.js";
import {
  type BannerRow,
  type BannerWrite,
  bannerPage,
  deleteBanner,
  findBanner,
  forgetBanners,
  insertBanner,
  updateBanner,
} from "./banners.js";

/**
 * The console's home banners (operators; admin always passes; docs/roles.md): list, add, save,
 * delete. Each change is audited with the row before and after, and clears this process's banner
 * cache (other processes see it within BANNER_CACHE_MS).
 */
const OPERATOR = ["operator"] as const;

const present = (b: BannerRow): AdminBanner => ({
  id: b.id,
  image: b.image,
  url: b.url,
  title: b.title,
  lang: b.lang,
  enabled: b.enabled ? 1 : 0,
  weigh: b.sort,
  starts_at: b.startsAt ? unixSeconds(b.startsAt) : null,
  ends_at: b.endsAt ? unixSeconds(b.endsAt) : null,
  updatetime: unixSeconds(b.updatedAt),
});

/** The row to write: the picture must be one of our uploads (or the one the banner already has); a range already over is refused. */
async function checked(ctx: Ctx, b: BannerInput, before: BannerRow | null): Promise<BannerWrite> {
  if (b.ends_at && b.ends_at.getTime() <= Date.now()) throw new AppError("banner_expired", { field: "ends_at" });
  const image =
    before && b.image === before.image
      ? before.image
      : await publicUploadPath(ctx.storage, ctx.config.publicUrl, b.image);
  if (!image) throw new AppError("upload_invalid", { field: "image" });
  return {
    image,
    url: b.url,
    title: b.title,
    lang: b.lang,
    enabled: b.enabled === 1,
    sort: b.weigh,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
  };
}

export async function bannerList(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, OPERATOR);
  const q = parse(pageQuery, input);
  const { rows, total } = await bannerPage(ctx.db, q.page, q.limit);
  return toPage(rows.map(present), total, q.page, q.limit);
}

export async function bannerAdd(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(bannerBody, input);
  const row = await checked(ctx, b, null);
  const saved = await inTransaction(ctx, async (tx) => {
    const after = present(await insertBanner(tx.db, row));
    await audit(tx, staff.id, "banner.add", `banner:${after.id}`, { before: null, after });
    return after;
  });
  forgetBanners();
  return saved;
}

export async function bannerSave(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const b = parse(bannerBody, input);
  if (!b.id) throw new AppError("not_found", { field: "id" });
  const id = b.id;
  const saved = await inTransaction(ctx, async (tx) => {
    const old = await findBanner(tx.db, id);
    if (!old) throw new AppError("not_found", { field: "id" });
    const after = present(await updateBanner(tx.db, id, await checked(tx, b, old)));
    await audit(tx, staff.id, "banner.save", `banner:${id}`, { before: present(old), after });
    return after;
  });
  forgetBanners();
  return saved;
}

export async function bannerDel(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, OPERATOR);
  const { id } = parse(bannerIdBody, input);
  await inTransaction(ctx, async (tx) => {
    const old = await findBanner(tx.db, id);
    if (!old) throw new AppError("not_found", { field: "id" });
    await deleteBanner(tx.db, id);
    await audit(tx, staff.id, "banner.del", `banner:${id}`, { before: present(old), after: null });
  });
  forgetBanners();
  return null;
}

const doc = routeDocs("Staff: banners");

/** `POST /api/admin/banner/list|add|save|del` (operators). */
export async function bannerAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/banner/list", doc("Banners", "staff", pageQuery), async (req) =>
    ok(await bannerList(req.ctx, req.body)),
  );
  app.post("/api/admin/banner/add", doc("Add a banner", "staff", bannerBody), async (req) =>
    ok(await bannerAdd(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/banner/save", doc("Edit a banner", "staff", bannerBody), async (req) =>
    ok(await bannerSave(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/banner/del", doc("Delete a banner", "staff", bannerIdBody), async (req) =>
    ok(await bannerDel(req.ctx, req.body), "Deleted"),
  );
}
