import { accountsAdmin } from "../src/modules/accounts/index.js";
import { invalidateCategories, refreshGoodsSearchText, refreshShopSearchText } from "../src/modules/catalogue/index.js";
import type { Db } from "../src/platform/db/index.js";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * A small, fully known catalogue on top of the seeded top-level categories:
 * 1 Women's Fashion > 101 Dresses > 102 Summer Dresses; 1 > 103 Knitwear; 3 Phones > 201 Smartphones;
 * 15 (hidden) > 151 Supplier Stock.
 */
export async function buildCatalogueFixture(db: Db) {
  await db.insert(categories).values([
    { id: 101, parentId: 1, name: "Dresses", sort: 1 },
    { id: 102, parentId: 101, name: "Summer Dresses", sort: 1 },
    { id: 103, parentId: 1, name: "Knitwear", sort: 2 },
    { id: 201, parentId: 3, name: "Smartphones", sort: 1 },
    { id: 151, parentId: 15, name: "Supplier Stock", sort: 1 },
  ]);
  await db.insert(categoryNames).values([
    { categoryId: 101, lang: "en", name: "Dresses" },
    { categoryId: 101, lang: "ar", name: "فساتين" },
  ]);
  invalidateCategories(db);
  const owner = async (n: string) =>
    accountsAdmin.createUserDirect(db, { email: `${n}@shops.test`, password: "owner-pass", nickname: `owner_${n}` });
  const [oa, ob, oc, od] = [await owner("a"), await owner("b"), await owner("c"), await owner("d")];
  const [nordic, tokyo, closed, locked] = await db
    .insert(shops)
    .values([
      { userId: oa.id, name: "Nordic Wool Co", bio: "Knitwear from Norway", followers: 10 },
      { userId: ob.id, name: "Tokyo Gadget House", bio: "Phones and gadgets", followers: 30 },
      { userId: oc.id, name: "Closed Boutique", state: 0 },
      { userId: od.id, name: "Locked Boutique", state: 2 },
    ])
    .returning();
  const g = (v: Partial<typeof goods.$inferInsert> & { title: string; categoryId: number; shopId: number }) => ({
    image: "/uploads/public/seed/x.webp",
    priceMinor: 1000n,
    stock: 10,
    ...v,
  });
  const rows = await db
    .insert(goods)
    .values([
      g({
        title: "Merino Wool Crew-Neck Sweater",
        categoryId: 103,
        shopId: nordic!.id,
        priceMinor: 4990n,
        sales: 120,
        views: 5,
        followers: 4,
        createdAt: ago(3),
        brand: "Fjell",
      }),
      g({
        title: "Floral Summer Maxi Dress",
        categoryId: 102,
        shopId: nordic!.id,
        priceMinor: 3500n,
        sales: 300,
        views: 50,
        followers: 9,
        createdAt: ago(1),
      }),
      g({
        title: "Linen Midi Dress",
        categoryId: 101,
        shopId: nordic!.id,
        priceMinor: 5900n,
        sales: 50,
        views: 500,
        followers: 1,
        createdAt: ago(2),
      }),
      g({
        title: "Aurora X5 Smartphone 128GB",
        categoryId: 201,
        shopId: tokyo!.id,
        priceMinor: 29900n,
        sales: 800,
        views: 20,
        followers: 2,
        createdAt: ago(5),
        brand: "Aurora",
        stock: 7,
        specs: [
          { name: "Colour", values: ["Black", "Silver"] },
          { name: "Storage", values: ["128GB", "256GB"] },
        ],
      }),
      g({
        title: "Wool Blend Scarf",
        categoryId: 1,
        shopId: tokyo!.id,
        priceMinor: 1200n,
        sales: 10,
        views: 1,
        followers: 0,
        createdAt: ago(4),
      }),
      g({ title: "Off-shelf Velvet Dress", categoryId: 101, shopId: nordic!.id, status: "off", createdAt: ago(1) }),
      g({ title: "Closed Shop Dress", categoryId: 101, shopId: closed!.id, createdAt: ago(1) }),
      g({ title: "Locked Shop Dress", categoryId: 101, shopId: locked!.id, createdAt: ago(1) }),
    ])
    .returning();
  const [sweater, maxi, linen, phone, scarf, offShelf, closedDress, lockedDress] = rows;
  await db.insert(goodsSkus).values([
    { goodsId: phone!.id, specValues: { Colour: "Black", Storage: "128GB" }, priceMinor: 29900n, stock: 5 },
    { goodsId: phone!.id, specValues: { Colour: "Silver", Storage: "256GB" }, priceMinor: 34900n, stock: 2 },
    { goodsId: phone!.id, specValues: { Colour: "Silver", Storage: "128GB" }, priceMinor: 29900n, stock: 0 },
  ]);
  await db.insert(reviews).values([
    { goodsId: phone!.id, userId: oa.id, stars: 5, durability: 4, content: "Great phone" },
    { goodsId: phone!.id, userId: ob.id, stars: 4, durability: 5, content: "<b>Good</b> battery" },
  ]);
  await db.update(goods).set({ reviewCount: 2, reviewStarsSum: 9 }).where(eqId(phone!.id));
  await refreshShopSearchText(db);
  await refreshGoodsSearchText(db);
  return {
    shops: { nordic: nordic!, tokyo: tokyo!, closed: closed!, locked: locked! },
    goods: {
      sweater: sweater!,
      maxi: maxi!,
      linen: linen!,
      phone: phone!,
      scarf: scarf!,
      offShelf: offShelf!,
      closedDress: closedDress!,
      lockedDress: lockedDress!,
    },
  };
}

import { eq } from "drizzle-orm";
import { categories, categoryNames, goods, goodsSkus, reviews, shops } from "../src/schema.js";

const eqId = (id: number) => eq(goods.id, id);
