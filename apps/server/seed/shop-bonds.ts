import { asc } from "drizzle-orm";
import { seedDemoBonds } from "../src/modules/merchants/index.js";
import type { Db } from "../src/platform/db/index.js";
import { shops } from "../src/schema.js";
import { DEMO_SHOPS } from "./catalogue/shops-data.js";

/**
 * The demo shops at the store levels their goods need (docs/rules.md#store-levels): the demo
 * merchant's shop counts more goods than level 1's 50, so it pays the bond of level 2, as any
 * shop whose goods need more does, through the bond payment itself (the owner signs the contract
 * by name; merchants' `seedDemoBonds`). Run once, right after the demo catalogue is made.
 */
export async function seedShopBonds(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: shops.id, userId: shops.userId }).from(shops).orderBy(asc(shops.id));
  return seedDemoBonds(
    db,
    rows.map((s) => ({ shopId: s.id, ownerId: s.userId, signer: DEMO_SHOPS[s.id - 1]?.owner ?? "Demo Merchant" })),
  );
}
