import type { Banner } from "@mp/contracts";
import { asc } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";
import { banners } from "./catalogue.tables.js";

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ id: b.id, image: b.image, url: b.url, title: b.title }));
}
