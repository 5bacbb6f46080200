import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";
import { reviews } from "./catalogue.tables.js";

/** A shopper's review of goods they bought (stars 1 to 5), counted into the goods' rating. */
export interface NewReview {
  goodsId: number;
  userId: number;
  stars: number;
  content: string;
  images: string[];
}

/** Writes a review and adds it to the goods' review count and star sum (the caller's transaction). */
export async function addReview(db: Db, r: NewReview): Promise<void> {
  await db
    .insert(reviews)
    .values({ goodsId: r.goodsId, userId: r.userId, stars: r.stars, content: r.content, images: r.images });
  await db.execute(
    sql`update goods set review_count = review_count + 1, review_stars_sum = review_stars_sum + ${r.stars} where id = ${r.goodsId}`,
  );
}
