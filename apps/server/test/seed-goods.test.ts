import { describe, expect, it } from "vitest";
import { ART_VARIANTS, artUrl, colourName, type PaletteName } from "../seed/catalogue/art.js";
import { COLOUR, doubledWord, makeProduct, photoOptions } from "../seed/catalogue/goods-factory.js";
import { DEMO_SIZE, planDemoCatalogue } from "../seed/catalogue/index.js";
import { KINDS, type KindKey } from "../seed/catalogue/kinds.js";
import { createRng } from "../seed/catalogue/prng.js";

/** The colourway a seeded photo shows, from its file name (`/uploads/public/seed/shirt-white.webp`). */
const paletteOfPhoto = (url: string) => url.match(/-([a-z]+)\.webp$/)?.[1] as PaletteName;

/**
 * The demo seed's goods read like a shop's: no title repeats a word ("Hearthstone Travel Travel
 * Mug"), and a product's photos match its options: with a Colour option, each colour offered has
 * its photo and every photo is of a colour offered; without one, the photos show one colourway.
 */
function checkProduct(
  p: { title: string; images: string[]; image: string; specs: { name: string; values: string[] }[] },
  art: string,
) {
  expect(doubledWord(p.title), p.title).toBeNull();
  expect(p.images[0], p.title).toBe(p.image);
  const shown = p.images.map(paletteOfPhoto);
  for (const url of p.images) expect(url, p.title).toMatch(new RegExp(`/seed/${art}-[a-z]+\\.webp$`));
  const colour = p.specs.find((s) => s.name === COLOUR);
  if (!colour) {
    expect(new Set(shown).size, p.title).toBe(1);
    return;
  }
  const named = shown.map((palette) => colourName(palette, colour.values));
  expect([...named].sort(), `${p.title}: photos ${shown.join(", ")}`).toEqual([...colour.values].sort());
}

describe("demo seed goods", () => {
  it("names every colourway of an illustration differently", () => {
    for (const [key, kind] of Object.entries(KINDS)) {
      const { options } = photoOptions(kind);
      const colour = options.find((o) => o.name === COLOUR);
      if (!colour) continue;
      expect(new Set(colour.values).size, key).toBe(ART_VARIANTS[kind.art].length);
    }
  });

  it("finds a doubled word, and only a real one", () => {
    expect(doubledWord("Hearthstone Travel Travel Mug")).toBe("travel");
    expect(doubledWord("Hearthstone travel TRAVEL Mug")).toBe("travel");
    expect(doubledWord("Stoneware Co. Tea Cup and Saucer")).toBeNull();
    expect(doubledWord("The Quiet Garden: A Novel")).toBeNull();
  });

  it("makes titles without a doubled word and photos that match the colours, for every kind", () => {
    for (const key of Object.keys(KINDS) as KindKey[]) {
      const kind = KINDS[key];
      const rng = createRng(7);
      for (let i = 0; i < 300; i++) checkProduct(makeProduct(rng, kind), kind.art);
    }
  });

  it("plans the demo catalogue's 2,000 goods and 200 supplier goods by the same rules", () => {
    const rng = createRng(20_250_601);
    const now = Date.UTC(2026, 0, 1);
    const plan = planDemoCatalogue(rng, now);
    expect(plan.goods).toHaveLength(DEMO_SIZE.goods);
    const art = (image: string) => image.match(/\/seed\/([A-Za-z]+)-/)?.[1] as string;
    for (const p of [...plan.supplier, ...plan.goods]) checkProduct(p, art(p.image));
    // every SKU's colour is one the product's photos show
    const goodsById = new Map(plan.goods.map((g) => [g.id, g]));
    for (const sku of plan.skus) {
      const g = goodsById.get(sku.goodsId);
      const colour = sku.specValues[COLOUR];
      if (!g || colour === undefined) continue;
      const shown = g.images.map((u) => colourName(paletteOfPhoto(u), [colour]));
      expect(shown, `${g.title}: ${colour}`).toContain(colour);
    }
    // a white-only shirt shows only the white shirt
    const shirts = plan.goods.filter((g) => art(g.image) === "shirt");
    expect(shirts.length).toBeGreaterThan(0);
    for (const s of shirts) {
      const colours = s.specs.find((x) => x.name === COLOUR)?.values ?? [];
      if (colours.length === 1 && colours[0] === "White") expect(s.images).toEqual([artUrl("shirt", "white")]);
    }
  });
});
