import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { listBanners } from "./banners.js";

/**
 * The picture a storefront page shows largest, for the page's HTML to ask for it at once (a
 * preload) instead of after the scripts have run and fetched the page's data: the first banner on
 * the home page, the first photo of a product page. Null for other pages, or when there is none.
 * The same URLs the app then renders (BannerCarousel, GoodsGallery), so the browser uses the
 * preloaded copy.
 */
export async function largestPagePicture(
  db: Db,
  lang: string,
  pathname: string,
  search: URLSearchParams,
): Promise<string | null> {
  if (pathname === "/") return (await listBanners(db, lang))[0]?.image ?? null;
  if (pathname === "/productDetails") {
    const id = Number(search.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const [row] = await queryRows<{ picture: string | null }>(
      db,
      sql`select coalesce(images->>0, image) as picture from goods where id = ${id} and status = 'on' and deleted_at is null`,
    );
    return row?.picture || null;
  }
  return null;
}
