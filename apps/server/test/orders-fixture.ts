import { sql } from "drizzle-orm";
import { checkLedger, moveMoney, walletOf } from "../src/modules/wallet/index.js";
import { queryRows } from "../src/platform/db/index.js";
import { goods, supplierGoods } from "../src/schema.js";
import { buildCatalogueFixture } from "./catalogue-fixture.js";
import type { Json, TestApp } from "./harness.js";
import { givePayPassword, payingUser } from "./wallet-helpers.js";

/** The `data` of a German shipping address, as the address call takes it. */
export const berlinAddress = (name = "Ada Buyer") => ({
  name,
  mobile_code: "49",
  mobile: "15112345678",
  country: "Germany",
  province: "Berlin",
  city: "Berlin",
  zip_code: "10115",
  address: "Unter den Linden 1",
  default: 1,
});

/** A German address through the real address call; returns its id. */
export async function addAddress(t: TestApp, token: string, name = "Ada Buyer") {
  const res = await t.post("/api/wanlshop/address/address", { type: "add", data: berlinAddress(name) }, { token });
  if (res.code !== 1) throw new Error(`address: ${res.msg}`);
  return res.data.id as number;
}

/** Money into a wallet as a recharge would bring it (a real ledger entry). */
export async function fund(t: TestApp, userId: number, cents: bigint, ref = `test-fund:${userId}:${cents}`) {
  await t.database.db.transaction((tx) =>
    moveMoney(tx, {
      type: "recharge",
      reference: ref,
      actor: "test",
      postings: [
        { account: "external:recharge", amount: -cents },
        { account: walletOf(userId), amount: cents },
      ],
    }),
  );
}

export async function login(t: TestApp, account: string, password: string) {
  const res = await t.post("/api/wanlshop/user/login", { account, password, top: 1 });
  if (res.code !== 1) throw new Error(`login ${account}: ${res.msg}`);
  return res.data.userinfo.token as string;
}

/**
 * The catalogue fixture (Nordic Wool Co and Tokyo Gadget House, a locked and a closed shop), a
 * shopper with a payment password, an address and $1,000, and both merchants logged in.
 */
export async function buyingWorld(t: TestApp, email = "buyer@orders.test") {
  const cat = await buildCatalogueFixture(t.database.db);
  const shopper = await payingUser(t, email);
  await fund(t, shopper.userId, 100_000n);
  const addressId = await addAddress(t, shopper.token);
  const nordic = await login(t, "a@shops.test", "owner-pass");
  const tokyo = await login(t, "b@shops.test", "owner-pass");
  return { ...cat, shopper: { ...shopper, addressId }, merchants: { nordic, tokyo } };
}

/**
 * Supplier goods in shop nordic of a `buyingWorld`: a supplier product bought at $80 (titled
 * "Supplier <title>"), listed by the shop at 25% for $100 with `stock`; and, when `payPass` is
 * given, the nordic merchant's fund password, which "Pay and ship" takes. Answers the listed
 * goods' id and the merchant's user id.
 */
export async function nordicSupplierGoods(
  t: TestApp,
  w: Awaited<ReturnType<typeof buyingWorld>>,
  { title, stock, payPass }: { title: string; stock: number; payPass?: string },
) {
  if (payPass) await givePayPassword(t, "a@shops.test", w.merchants.nordic, payPass);
  const merchantId = (
    await queryRows<{ user_id: number }>(t.database.db, sql`select user_id from shops where id = ${w.shops.nordic.id}`)
  )[0]?.user_id as number;
  const [sg] = await t.database.db
    .insert(supplierGoods)
    .values({
      categoryId: 101,
      title: `Supplier ${title}`,
      image: "/uploads/public/seed/x.webp",
      buyPriceMinor: 8000n,
    })
    .returning();
  const [g] = await t.database.db
    .insert(goods)
    .values({
      shopId: w.shops.nordic.id,
      categoryId: 101,
      supplierGoodsId: sg?.id,
      profitRatioPpm: 250_000,
      title,
      image: "/uploads/public/seed/x.webp",
      priceMinor: 10_000n,
      stock,
    })
    .returning();
  return { goodsId: (g as { id: number }).id, merchantId };
}

export async function balance(t: TestApp, token: string): Promise<string> {
  const res = await t.post("/api/wanlshop/wallet/info", {}, { token });
  return res.data.available as string;
}

export async function booksBalanced(t: TestApp) {
  const report = await checkLedger(t.database.db);
  if (!report.ok) throw new Error(report.problems.join("; "));
  return report;
}

/** afterAll of a test file that moves money: the books must balance, and the app closes either way. */
export async function closeWithBooksBalanced(t: TestApp): Promise<void> {
  try {
    await booksBalanced(t);
  } finally {
    await t.close();
  }
}

export const expectFail = (res: Json, error: string) => {
  if (res.code === 1 || res.error !== error)
    throw new Error(`expected ${error}, got ${res.code} ${res.error ?? ""} ${res.msg}`);
};
