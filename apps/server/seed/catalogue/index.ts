import { count } from "drizzle-orm";
import { findUserByEmail } from "../../src/modules/accounts/index.js";
import { refreshGoodsSearchText, refreshShopSearchText } from "../../src/modules/catalogue/index.js";
import type { Db } from "../../src/platform/db/index.js";
import type { FileStorage } from "../../src/platform/uploads/index.js";
import { banners, goods, goodsSkus, reviews, shops, supplierGoods } from "../../src/schema.js";
import { PUBLIC_SEED_PATH } from "./art.js";
import { bannerRows, DEMO_BANNERS } from "./banners.js";
import { insertInBatches, syncSerial } from "./batch.js";
import { seedCategoryTree } from "./category-tree.js";
import { planGoods, planSupplier } from "./goods-plan.js";
import { renderSeedImages } from "./images.js";
import { seedPeople } from "./people.js";
import { createRng, longTail } from "./prng.js";
import { planReviews } from "./reviews.js";
import { DEMO_SHOPS } from "./shops-data.js";

export { seedCategoryTree } from "./category-tree.js";

export const DEMO_SIZE = { goods: 2_000, supplierGoods: 200, supplierShare: 1 / 3, reviews: 3_000 } as const;

/** The demo catalogue's plan: the supplier's goods, and the shops' goods (a share of them adopted from the supplier). */
export function planDemoCatalogue(rng: ReturnType<typeof createRng>, now: number) {
  const supplier = planSupplier(rng, DEMO_SIZE.supplierGoods, now);
  return planGoods(rng, supplier, {
    goods: DEMO_SIZE.goods,
    supplierShare: DEMO_SIZE.supplierShare,
    shopTops: DEMO_SHOPS.map((s) => s.tops),
    now,
  });
}
const DAY_MS = 86_400_000;

const avatarFile = (shopId: number) => `shop-${shopId}.webp`;

/**
 * The demo catalogue: a three-level category tree, 30 shops with owners, 200 supplier goods,
 * 2,000 goods with SKUs, 3,000 reviews and 4 banners, with pictures drawn locally. Runs only
 * when there are no shops yet; everything in the database happens in one transaction.
 */
export async function seedDemoCatalogue(
  db: Db,
  opts: { storage: FileStorage; merchantEmail: string },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(shops);
  if (Number(existing?.n ?? 0) > 0) return false;
  const merchant = await findUserByEmail(db, opts.merchantEmail);
  if (!merchant) throw new Error(`demo catalogue: ${opts.merchantEmail} must exist first`);

  await renderSeedImages(
    opts.storage,
    DEMO_SHOPS.map((s, i) => ({ file: avatarFile(i + 1), art: s.avatar[0], palette: s.avatar[1], ring: s.avatar[2] })),
    DEMO_BANNERS,
  );

  const rng = createRng(20_250_601);
  const now = Date.now();
  await db.transaction(async (tx) => {
    await seedCategoryTree(tx);
    const people = await seedPeople(tx, rng);
    await insertInBatches(
      tx,
      shops,
      DEMO_SHOPS.map((s, i) => {
        const avatar = `${PUBLIC_SEED_PATH}/${avatarFile(i + 1)}`;
        return {
          id: i + 1,
          userId: i === 0 ? merchant.id : (people.get(`shop${i + 1}@demo.test`) as number),
          name: s.name,
          bio: s.bio,
          avatar,
          logo: avatar,
          followers: 80 + longTail(rng, 60_000, 1.7),
          createdAt: new Date(now - rng.int(150, 700) * DAY_MS),
        };
      }),
    );
    await syncSerial(tx, "shops");

    const plan = planDemoCatalogue(rng, now);
    const reviewerIds = [...people.entries()].filter(([e]) => e.startsWith("reviewer")).map(([, id]) => id);
    const reviewRows = planReviews(rng, plan.goods, reviewerIds, DEMO_SIZE.reviews, now);

    await insertInBatches(tx, supplierGoods, plan.supplier);
    await syncSerial(tx, "supplier_goods");
    await insertInBatches(tx, goods, plan.goods);
    await syncSerial(tx, "goods");
    await insertInBatches(tx, goodsSkus, plan.skus);
    await insertInBatches(tx, reviews, reviewRows);
    await tx.insert(banners).values(bannerRows());

    // a shop's sales are those of its goods (views are counted from real visits only)
    await tx.execute(`
      update shops s set sales = g.sales
      from (select shop_id, sum(sales)::int as sales from goods group by shop_id) g
      where g.shop_id = s.id`);
    await refreshShopSearchText(tx);
    await refreshGoodsSearchText(tx);
  });
  return true;
}
