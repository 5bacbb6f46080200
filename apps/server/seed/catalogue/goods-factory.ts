import { mulPpm } from "@mp/money";
import type { GoodsSpec } from "../../src/modules/catalogue/index.js";
import { artUrls } from "./art.js";
import type { Kind, SpecOption } from "./kind.js";
import { longTail, type Rng } from "./prng.js";

/**
 * Builds believable goods (plain objects, no database): titles from a kind's vocabulary,
 * descriptions, specifications with 1 to 6 SKUs, prices in integer cents, long-tailed sales.
 * The demo seed and the benchmark seed both use it.
 */
export interface SkuDraft {
  specValues: Record<string, string>;
  priceMinor: bigint;
  stock: number;
}

export interface ProductDraft {
  title: string;
  brand: string;
  description: string;
  image: string;
  images: string[];
  specs: GoodsSpec[];
  skus: SkuDraft[];
}

export const MAX_SKUS = 6;
const DAY_MS = 86_400_000;

const CLOSERS = [
  "Ships within two business days, tracked to your door.",
  "Questions about sizing or compatibility? Message the shop before you order.",
  "Packed carefully by hand in recyclable packaging.",
  "Covered by our 7-day return window if it is not right for you.",
  "Backed by a 12-month warranty against manufacturing defects.",
  "Photos show the product in one colourway; every option is listed above.",
];

/** A retail price in cents: log-uniform in the kind's range, ending in .99, .49 or .00. */
export function retailPrice(rng: Rng, [min, max]: readonly [number, number]): bigint {
  const dollars = Math.max(1, Math.floor(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)))));
  const ending = rng.pick([99, 99, 99, 49, 0]);
  return BigInt(ending === 0 ? dollars * 100 : dollars * 100 - 100 + ending);
}

/** Chooses values for each option so the number of combinations stays within MAX_SKUS. */
function chooseSpecs(rng: Rng, options: readonly SpecOption[]): { option: SpecOption; values: string[] }[] {
  const chosen = options.map((option) => {
    const [lo, hi] = option.count ?? [1, 3];
    const k = Math.min(rng.int(lo, hi), option.values.length);
    const values =
      option.step !== undefined
        ? option.values.slice(rng.int(0, option.values.length - k)).slice(0, k)
        : rng.sample(option.values, k).sort((a, b) => option.values.indexOf(a) - option.values.indexOf(b));
    return { option, values };
  });
  const combos = () => chosen.reduce((n, c) => n * c.values.length, 1);
  while (combos() > MAX_SKUS) {
    const widest = chosen.reduce((a, b) => (b.values.length > a.values.length ? b : a));
    widest.values.pop();
  }
  return chosen;
}

/** Every combination of the chosen values, with the price steps they add. */
function combinations(chosen: { option: SpecOption; values: string[] }[]) {
  let out: { specValues: Record<string, string>; extra: number }[] = [{ specValues: {}, extra: 0 }];
  for (const { option, values } of chosen)
    out = out.flatMap((o) =>
      values.map((v, i) => ({
        specValues: { ...o.specValues, [option.name]: v },
        extra: o.extra + i * (option.step ?? 0),
      })),
    );
  return out;
}

export function makeTitle(rng: Rng, kind: Kind, seen?: Set<string>): { title: string; brand: string; noun: string } {
  for (let attempt = 0; ; attempt++) {
    const brand = rng.pick(kind.brands);
    const adjective = rng.pick(kind.adjectives);
    const noun = rng.pick(kind.nouns);
    const title = kind.title ? kind.title(brand, adjective, noun) : `${brand} ${adjective} ${noun}`;
    if (!seen?.has(title) || attempt >= 8) {
      seen?.add(title);
      return { title, brand, noun };
    }
  }
}

function describe(rng: Rng, kind: Kind, title: string, brand: string, noun: string): string {
  const lower = noun.toLowerCase();
  const features = rng.sample(kind.features, 3).map((f) => f.replaceAll("{noun}", lower));
  const intro = kind.title
    ? `${title}, published by ${brand}.`
    : rng.pick([
        `Meet the ${title}.`,
        `${brand} made this ${lower} for everyday life.`,
        `The ${title} is one of our best-loved pieces.`,
      ]);
  return `${intro} ${features.slice(0, 2).join(" ")}\n\n${features.slice(2).join(" ")} ${rng.pick(CLOSERS)}`.trim();
}

/** A product with its own prices: `base` is the cheapest SKU. */
export function makeProduct(rng: Rng, kind: Kind, seen?: Set<string>): ProductDraft {
  const { title, brand, noun } = makeTitle(rng, kind, seen);
  const base = retailPrice(rng, kind.price);
  const chosen = chooseSpecs(rng, kind.specs);
  const skus = combinations(chosen).map((c) => ({
    specValues: c.specValues,
    priceMinor: base + BigInt(c.extra),
    stock: rng.chance(0.07) ? 0 : rng.int(3, 400),
  }));
  const urls = artUrls(kind.art);
  const first = rng.int(0, urls.length - 1);
  const images = [...urls.slice(first), ...urls.slice(0, first)];
  return {
    title,
    brand,
    description: describe(rng, kind, title, brand, noun),
    image: images[0] as string,
    images,
    specs: chosen.map((c) => ({ name: c.option.name, values: c.values })),
    skus,
  };
}

/** Sell price of a supplier product: buy x (1 + r), r in parts per million, rounded half-up to the cent. */
export const supplierSellPrice = (buyMinor: bigint, ratioPpm: number): bigint =>
  mulPpm(buyMinor, 1_000_000n + BigInt(ratioPpm));

/** A listing of a supplier product: every SKU at the same sell price, each with its own stock. */
export function listSupplierProduct(rng: Rng, product: ProductDraft, buyMinor: bigint, ratioPpm: number): ProductDraft {
  const price = supplierSellPrice(buyMinor, ratioPpm);
  return {
    ...product,
    skus: product.skus.map((s) => ({ ...s, priceMinor: price, stock: rng.chance(0.05) ? 0 : rng.int(10, 600) })),
  };
}

/**
 * The shop-facing numbers of a listing: sales, favourites, age, shelf status, freight. Views start
 * at 0: they are counted from real visits only (docs/rules.md#shop-views), never made up.
 */
export function makeTraffic(rng: Rng, now: number) {
  const sales = longTail(rng, 20_000, 2.5);
  const followers = Math.floor(sales * (0.02 + rng.next() * 0.12)) + rng.int(0, 12);
  // two draws that once made up a view count, kept so the rest of the demo data stays the same
  rng.int(6, 25);
  rng.int(20, 400);
  return {
    sales,
    followers,
    views: 0,
    createdAt: new Date(now - Math.floor(rng.next() * 120 * DAY_MS)),
    status: rng.chance(0.02) ? ("off" as const) : ("on" as const),
    freightMinor: rng.chance(0.6) ? 0n : BigInt(rng.pick([199, 299, 399, 499, 599])),
  };
}

/** bigint: Math.min would turn cents into floats */
export function lowestPrice(skus: readonly SkuDraft[]): bigint {
  let min = skus[0]?.priceMinor ?? 0n;
  for (const s of skus) if (s.priceMinor < min) min = s.priceMinor;
  return min;
}
export const totalStock = (skus: readonly SkuDraft[]): number => skus.reduce((n, s) => n + s.stock, 0);
