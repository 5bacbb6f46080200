import type { GoodsSku, GoodsSpec } from "@mp/contracts";
import { compareAmounts } from "@mp/money";

/** Chosen value per specification name. */
export type Chosen = Record<string, string>;

/** The SKU of a full choice (every specification has a value); a product without specs has one SKU. */
export function chosenSku(specs: GoodsSpec[], skus: GoodsSku[], chosen: Chosen): GoodsSku | undefined {
  if (specs.length === 0) return skus[0];
  if (!specs.every((s) => chosen[s.name])) return undefined;
  return skus.find((k) => specs.every((s) => k.spec_values[s.name] === chosen[s.name]));
}

/**
 * Whether a value can be chosen: some SKU in stock has it and agrees with the values already
 * chosen for the other specifications.
 */
export function valueAvailable(skus: GoodsSku[], chosen: Chosen, spec: string, value: string): boolean {
  return skus.some(
    (k) =>
      k.stock > 0 &&
      k.spec_values[spec] === value &&
      Object.entries(chosen).every(([name, v]) => name === spec || !v || k.spec_values[name] === v),
  );
}

/** Lowest and highest SKU price (USD strings compared as cents). */
export function priceRange(skus: GoodsSku[], fallback: string): [string, string] {
  if (skus.length === 0) return [fallback, fallback];
  const sorted = [...skus].sort((a, b) => compareAmounts(a.price, b.price));
  return [(sorted[0] as GoodsSku).price, (sorted[sorted.length - 1] as GoodsSku).price];
}
