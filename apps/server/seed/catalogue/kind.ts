/**
 * What a kind of product is made of: the words its titles and descriptions use, its price
 * range, its specifications and the illustration its pictures show.
 */
export type Art =
  | "dress"
  | "shirt"
  | "sweater"
  | "jacket"
  | "hoodie"
  | "phone"
  | "charger"
  | "laptop"
  | "keyboard"
  | "headphones"
  | "speaker"
  | "camera"
  | "pan"
  | "mug"
  | "lamp"
  | "pumpBottle"
  | "lipstick"
  | "dumbbell"
  | "ball"
  | "tent"
  | "teddy"
  | "blocks"
  | "babyBottle"
  | "sneaker"
  | "boot"
  | "handbag"
  | "backpack"
  | "watch"
  | "ring"
  | "spray"
  | "pills"
  | "bowl"
  | "yarn"
  | "book"
  | "notebook"
  | "coffeeBag"
  | "jar";

export interface SpecOption {
  name: string;
  values: readonly string[];
  /** cents added for each step along `values` (bigger storage, larger pack) */
  step?: number;
  /** how many values a product offers: [min, max] */
  count?: readonly [number, number];
}

export interface Kind {
  art: Art;
  brands: readonly string[];
  adjectives: readonly string[];
  nouns: readonly string[];
  /** whole dollars, [min, max] */
  price: readonly [number, number];
  specs: readonly SpecOption[];
  /** sentences for descriptions; "{noun}" is replaced with the lower-cased product noun */
  features: readonly string[];
  /** a different title pattern (books) */
  title?: (brand: string, adjective: string, noun: string) => string;
}

/** "a|b|c" -> ["a", "b", "c"]: keeps the vocabularies dense. */
export const words = (s: string): readonly string[] => s.split("|");

export const COLOURS = words("Black|White|Navy|Charcoal|Sage Green|Sand|Burgundy|Sky Blue|Rose|Mustard|Olive|Cream");
export const TECH_COLOURS = words("Midnight Black|Silver|Space Grey|Ocean Blue|Mint|Lavender|Graphite|Coral");
export const SIZES = words("XS|S|M|L|XL|XXL");
export const SHOE_SIZES = words("EU 37|EU 38|EU 39|EU 40|EU 41|EU 42|EU 43|EU 44|EU 45");

export const colour = (values = COLOURS, count: readonly [number, number] = [1, 3]): SpecOption => ({
  name: "Colour",
  values,
  count,
});
export const size = (values = SIZES): SpecOption => ({ name: "Size", values, count: [1, 4] });
