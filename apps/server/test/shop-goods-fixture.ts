import sharp from "sharp";
import { goods, supplierGoods } from "../src/schema.js";
import type { TestApp } from "./harness.js";
import { uploadFile } from "./wallet-helpers.js";

/** Test helpers of the merchant's goods management. */

export const G = "/api/wanlshop/shop/goods";

/** A real public upload of this user (the only kind of URL a goods image may be). */
export async function goodsImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#48c" } })
    .png()
    .toBuffer();
  const res = await uploadFile(t, token, png, "goods.png");
  if (res.code !== 1) throw new Error(`upload failed: ${res.msg}`);
  return res.data.url as string;
}

export async function addSupplierProduct(
  t: TestApp,
  v: { title: string; buyMinor: bigint; stock?: number; specs?: { name: string; values: string[] }[] },
): Promise<number> {
  const [row] = await t.database.db
    .insert(supplierGoods)
    .values({
      categoryId: 1,
      title: v.title,
      image: "/uploads/public/seed/s.webp",
      images: ["/uploads/public/seed/s.webp"],
      brand: "Acme",
      description: "From the supplier",
      buyPriceMinor: v.buyMinor,
      specs: v.specs ?? [],
      stock: v.stock ?? 100,
    })
    .returning();
  return (row as { id: number }).id;
}

/** n goods of the shop written straight to the table (filling it up to a limit quickly). */
export async function fillShop(t: TestApp, shopId: number, n: number, title = "Filler") {
  if (n <= 0) return;
  await t.database.db.insert(goods).values(
    Array.from({ length: n }, (_, i) => ({
      shopId,
      categoryId: 1,
      title: `${title} ${i + 1}`,
      image: "/uploads/public/seed/x.webp",
      priceMinor: 1000n,
      stock: 5,
    })),
  );
}

/** A save body for own goods: one specification with two values unless told otherwise. */
export const ownGoods = (image: string, over: Record<string, unknown> = {}) => ({
  title: "Linen Apron",
  images: [image],
  category_id: 1,
  brand: "Hearth",
  description: "Washed linen, two pockets.",
  freight: "4.50",
  specs: [{ name: "Colour", values: ["Sand", "Olive"] }],
  skus: [
    { spec_values: { Colour: "Sand" }, price: "24.00", stock: 10 },
    { spec_values: { Colour: "Olive" }, price: "26.50", stock: 5 },
  ],
  ...over,
});
