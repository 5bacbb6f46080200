import { BOND_CONTRACT_TYPE, type StoreLevelRule } from "@mp/contracts";
import type { Db } from "../../platform/db/index.js";
import { countShopGoods, shopsOnShelf } from "../catalogue/index.js";
import { agreementText } from "../content/index.js";
import { balanceOf, bondOf, moveMoney, walletOf } from "../wallet/index.js";
import { signAndPayBond } from "./bond.service.js";
import { bondForLevel, storeLevels } from "./levels.js";
import { forgetPromotionQuotas } from "./promotion-quotas.js";

/** A demo shop and who signs its bond contract. */
export interface DemoBondShop {
  shopId: number;
  ownerId: number;
  /** the owner's name, typed as the signature */
  signer: string;
}

/** The lowest level whose rule allows `products` goods with none on the shelf dearer than `highest` cents. */
export function levelNeeded(levels: readonly StoreLevelRule[], products: number, highest: bigint): StoreLevelRule {
  const fits = (l: StoreLevelRule) =>
    (l.product_limit === null || products <= l.product_limit) &&
    (l.price_cap_minor === null || highest <= BigInt(l.price_cap_minor));
  return levels.find(fits) ?? (levels[levels.length - 1] as StoreLevelRule);
}

/**
 * The demo seed's store levels (docs/rules.md#store-levels): each demo shop is put at the lowest
 * level its goods need (how many it counts, its dearest SKU on the shelf) through the real bond
 * payment (`signAndPayBond`: the owner's signature of the contract in English, wallet -> bond). The
 * owner's wallet first receives that bond as a recharge (a ledger entry from `external:recharge`).
 * Each shop in its own transaction; a shop whose bond already reaches the level pays nothing.
 * Answers each shop's level.
 */
export async function seedDemoBonds(db: Db, shops: readonly DemoBondShop[]): Promise<Map<number, number>> {
  const levels = await storeLevels(db);
  const contract = await agreementText(db, BOND_CONTRACT_TYPE, "en");
  if (!contract) throw new Error("demo bonds: the bond contract (agreement type 8) must be seeded first");
  const highest = new Map((await shopsOnShelf(db)).map((s) => [s.shop_id, BigInt(s.highest)]));
  const reached = new Map<number, number>();
  for (const s of shops) {
    const rule = levelNeeded(levels, await countShopGoods(db, s.shopId), highest.get(s.shopId) ?? 0n);
    reached.set(s.shopId, rule.level);
    const due = (bondForLevel(levels, rule.level) ?? 0n) - (await balanceOf(db, bondOf(s.shopId)));
    if (due <= 0n) continue;
    await db.transaction(async (tx) => {
      await moveMoney(tx, {
        type: "recharge",
        reference: `seed:bond:${s.shopId}:${rule.level}`,
        actor: "seed",
        postings: [
          { account: "external:recharge", amount: -due },
          { account: walletOf(s.ownerId), amount: due },
        ],
      });
      await signAndPayBond(tx, levels, {
        shopId: s.shopId,
        userId: s.ownerId,
        name: s.signer,
        contract,
        ip: "seed",
        amount: null,
        level: rule.level,
      });
    });
  }
  forgetPromotionQuotas(db);
  return reached;
}
