import type { Banner } from "@mp/contracts";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";
import { banners } from "./catalogue.tables.js";

export type BannerRow = typeof banners.$inferSelect;
export type BannerWrite = Omit<typeof banners.$inferInsert, "id" | "updatedAt">;

/**
 * The home page's banners (`index/index`): on, inside their dates, in the request's language or
 * in every language, by weigh then id. The "on" rows are read at most every CACHE_MS per process
 * (saving clears it here); dates and language are applied on each request, so a banner appears
 * and disappears on time. Bound: a change reaches every process within CACHE_MS (docs/rules.md).
 */
export const BANNER_CACHE_MS = 5_000;
let cached: { at: number; rows: BannerRow[] } | null = null;

export function forgetBanners(): void {
  cached = null;
}

export async function listBanners(db: Db, lang: string, now = new Date()): Promise<Banner[]> {
  if (!cached || Date.now() - cached.at >= BANNER_CACHE_MS) {
    const rows = await db
      .select()
      .from(banners)
      .where(eq(banners.enabled, true))
      .orderBy(asc(banners.sort), asc(banners.id));
    cached = { at: Date.now(), rows };
  }
  return cached.rows
    .filter(
      (b) =>
        (b.lang === null || b.lang === lang) && (!b.startsAt || b.startsAt <= now) && (!b.endsAt || b.endsAt > now),
    )
    .map((b) => ({ id: b.id, image: b.image, url: b.url, title: b.title }));
}

/* ---- the console's rows (banners.admin.ts checks roles, input and writes the audit) ---- */

export async function bannerPage(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(banners),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for("update");
  return row ?? null;
}

export async function insertBanner(db: Db, v: BannerWrite): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(v).returning();
  return row as BannerRow;
}

export async function updateBanner(db: Db, id: number, v: BannerWrite): Promise<BannerRow> {
  const [row] = await db
    .update(banners)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row as BannerRow;
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}
