import { mulPpm } from "@mp/money";
import type { GoodsSpec } from "../../src/modules/catalogue/index.js";
import { ART_VARIANTS, artUrl, colourName, type PaletteName } from "./art.js";
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
  "Every option is listed above; message the shop if you are unsure which to choose.",
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

/** Words a title may use twice ("Tea Cup and Saucer and ..."); any other word only once. */
const SMALL_WORDS = new Set(["a", "an", "and", "of", "the", "for", "with", "in", "on", "to", "&"]);

/** The first word a title repeats, case-insensitively ("travel" in "Hearthstone Travel Travel Mug"), or null. */
export function doubledWord(title: string): string | null {
  const seen = new Set<string>();
  for (const w of title.toLowerCase().split(/[^\p{L}\p{N}&]+/u)) {
    if (!w || SMALL_WORDS.has(w)) continue;
    if (seen.has(w)) return w;
    seen.add(w);
  }
  return null;
}

/**
 * brand + adjective + noun; when the adjective repeats a word of the brand or noun ("Travel" and
 * "Travel Mug"), the next adjective of the kind that does not (no extra draw: the rest of the demo
 * data stays as it was), or none.
 */
function composeTitle(kind: Kind, brand: string, adjective: string, noun: string): string {
  const compose = (adj: string) =>
    kind.title ? kind.title(brand, adj, noun) : `${brand} ${adj} ${noun}`.replace(/\s+/g, " ").trim();
  const start = kind.adjectives.indexOf(adjective);
  for (let i = 0; i < kind.adjectives.length; i++) {
    const title = compose(kind.adjectives[(start + i) % kind.adjectives.length] as string);
    if (!doubledWord(title)) return title;
  }
  // the brand and the noun share a word ("Moonbeam Baby", "Baby Bottle Set"): say it once
  return withoutRepeats(compose(adjective));
}

/** The title with each repeated word (not a small one) left out after its first use. */
function withoutRepeats(title: string): string {
  const seen = new Set<string>();
  return title
    .split(" ")
    .filter((token) => {
      const w = token.toLowerCase().replace(/[^\p{L}\p{N}&]/gu, "");
      if (!w || SMALL_WORDS.has(w)) return true;
      if (seen.has(w)) return false;
      seen.add(w);
      return true;
    })
    .join(" ");
}

export function makeTitle(rng: Rng, kind: Kind, seen?: Set<string>): { title: string; brand: string; noun: string } {
  for (let attempt = 0; ; attempt++) {
    const brand = rng.pick(kind.brands);
    const adjective = rng.pick(kind.adjectives);
    const noun = rng.pick(kind.nouns);
    const title = composeTitle(kind, brand, adjective, noun);
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

export const COLOUR = "Colour";

/**
 * A kind's options with its Colour values replaced by the colourways its pictures are drawn in,
 * each named in the kind's vocabulary, and the colourway of each name.
 */
export function photoOptions(kind: Kind): { options: SpecOption[]; paletteOf: Map<string, PaletteName> } {
  const paletteOf = new Map<string, PaletteName>();
  const options = kind.specs.map((o): SpecOption => {
    if (o.name !== COLOUR) return o;
    const values = ART_VARIANTS[kind.art].map((p) => {
      const name = colourName(p, o.values);
      paletteOf.set(name, p);
      return name;
    });
    const [lo, hi] = o.count ?? [1, 3];
    return { ...o, values, count: [Math.min(lo, values.length), Math.min(hi, values.length)] };
  });
  return { options, paletteOf };
}

/**
 * A product with its own prices: `base` is the cheapest SKU. Its photos match its options: with a
 * Colour option, one photo for each colour offered and no other; without one, a single colourway.
 */
export function makeProduct(rng: Rng, kind: Kind, seen?: Set<string>): ProductDraft {
  const { title, brand, noun } = makeTitle(rng, kind, seen);
  const base = retailPrice(rng, kind.price);
  const { options, paletteOf } = photoOptions(kind);
  const chosen = chooseSpecs(rng, options);
  const skus = combinations(chosen).map((c) => ({
    specValues: c.specValues,
    priceMinor: base + BigInt(c.extra),
    stock: rng.chance(0.07) ? 0 : rng.int(3, 400),
  }));
  const colours = chosen.find((c) => c.option.name === COLOUR)?.values;
  const palettes = colours ? colours.map((v) => paletteOf.get(v) as PaletteName) : ART_VARIANTS[kind.art];
  const urls = palettes.map((p) => artUrl(kind.art, p));
  const first = rng.int(0, urls.length - 1);
  const images = colours ? [...urls.slice(first), ...urls.slice(0, first)] : [urls[first] as string];
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
