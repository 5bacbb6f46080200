import type { Art } from "./kind.js";

/**
 * Product illustrations drawn as SVG (shapes and gradients only, no text: fonts may be missing)
 * on an 800 x 800 canvas, product between about 100 and 700, ground at about 680.
 */
export interface Palette {
  main: string;
  light: string;
  dark: string;
  accent: string;
}

export const PALETTES = {
  red: { main: "#d94a4a", light: "#f08a7e", dark: "#8e2a2a", accent: "#ffd166" },
  navy: { main: "#2f4e8a", light: "#5b7fc4", dark: "#1b2d52", accent: "#f2c14e" },
  sage: { main: "#7fa38a", light: "#a9c8b2", dark: "#4d6b57", accent: "#f4e3c1" },
  sand: { main: "#d2b184", light: "#ecd7b4", dark: "#9c7c50", accent: "#5b4636" },
  black: { main: "#34363d", light: "#62666f", dark: "#16171b", accent: "#c9a45c" },
  white: { main: "#dfe4ea", light: "#ffffff", dark: "#9aa3ad", accent: "#5a7bd6" },
  sky: { main: "#5fa8d6", light: "#a8d8f2", dark: "#2f6f98", accent: "#ffffff" },
  rose: { main: "#e08aa3", light: "#f5c6d3", dark: "#a85a72", accent: "#fff1c9" },
  mustard: { main: "#dca93a", light: "#f0cd73", dark: "#9a721c", accent: "#3b3b3b" },
  teal: { main: "#2a9d8f", light: "#62c2b6", dark: "#1b6b61", accent: "#f4a261" },
  coral: { main: "#f08060", light: "#f7ae97", dark: "#b5503a", accent: "#fff4e0" },
  lavender: { main: "#9d8bd0", light: "#c9bdf0", dark: "#6a5aa0", accent: "#ffe08a" },
  olive: { main: "#7d8a45", light: "#a9b46e", dark: "#505a26", accent: "#f2d38a" },
  brown: { main: "#8a5a3a", light: "#b7835c", dark: "#5a3620", accent: "#e9c891" },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

/** Shared gradients: m main (diagonal), v main (vertical), k metal, o gold, s screen, g glow. */
export function defs(id: string, p: Palette): string {
  const lin = (name: string, stops: [number, string][], x2 = 1, y2 = 1) =>
    `<linearGradient id="${id}${name}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join("")}</linearGradient>`;
  return `<defs>${lin("m", [
    [0, p.light],
    [0.55, p.main],
    [1, p.dark],
  ])}${lin(
    "v",
    [
      [0, p.light],
      [1, p.main],
    ],
    0,
    1,
  )}${lin("k", [
    [0, "#f4f6f8"],
    [0.5, "#b9c0c8"],
    [1, "#7d858e"],
  ])}${lin("o", [
    [0, "#fbe7a1"],
    [0.5, "#d4a73c"],
    [1, "#9a7420"],
  ])}${lin("s", [
    [0, "#1d2b4f"],
    [0.55, "#3e5aa8"],
    [1, p.main],
  ])}<radialGradient id="${id}g"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>`;
}

/** A drawing function: palette and gradient-id prefix in, SVG shapes out. */
export type Draw = (p: Palette, u: (gradient: string) => string) => string;

export const urlOf = (id: string) => (gradient: string) => `url(#${id}${gradient})`;

/** Which colourways each illustration is rendered in; goods reuse these pictures. */
export const ART_VARIANTS: Record<Art, readonly PaletteName[]> = {
  dress: ["red", "sage", "navy"],
  shirt: ["sky", "mustard", "white"],
  sweater: ["sand", "navy", "olive"],
  jacket: ["olive", "black"],
  hoodie: ["black", "lavender"],
  phone: ["navy", "rose", "black"],
  charger: ["white", "black"],
  laptop: ["white", "black"],
  keyboard: ["black", "sage"],
  headphones: ["black", "sand", "coral"],
  speaker: ["teal", "coral"],
  camera: ["black", "sand"],
  pan: ["black", "sage"],
  mug: ["sage", "coral", "mustard"],
  lamp: ["mustard", "white"],
  pumpBottle: ["rose", "sage"],
  lipstick: ["red", "rose"],
  dumbbell: ["black", "teal"],
  ball: ["mustard", "coral"],
  tent: ["olive", "mustard"],
  teddy: ["brown", "sand"],
  blocks: ["red", "sky"],
  babyBottle: ["sky", "rose"],
  sneaker: ["white", "red", "navy"],
  boot: ["brown", "black"],
  handbag: ["brown", "rose", "black"],
  backpack: ["navy", "olive", "mustard"],
  watch: ["brown", "black"],
  ring: ["sky", "red"],
  spray: ["teal", "lavender"],
  pills: ["mustard", "white"],
  bowl: ["red", "navy"],
  yarn: ["coral", "lavender"],
  book: ["navy", "red", "teal"],
  notebook: ["black", "sage"],
  coffeeBag: ["brown", "black"],
  jar: ["brown", "mustard"],
};

export const PUBLIC_SEED_PATH = "/uploads/public/seed";
export const artFile = (art: Art, palette: PaletteName) => `${art}-${palette}.webp`;

/** The picture URL of one illustration in one colourway. */
export const artUrl = (art: Art, palette: PaletteName) => `${PUBLIC_SEED_PATH}/${artFile(art, palette)}`;

/**
 * What a shopper calls each colourway, best first: a product's Colour option takes the first name
 * its kind's vocabulary uses ("Midnight Black" for a phone), else the first.
 */
export const PALETTE_COLOURS: Record<PaletteName, readonly string[]> = {
  red: ["Red", "Burgundy"],
  navy: ["Navy", "Ocean Blue"],
  sage: ["Sage Green", "Mint"],
  sand: ["Sand", "Cream"],
  black: ["Black", "Midnight Black", "Graphite", "Charcoal"],
  white: ["White", "Silver"],
  sky: ["Sky Blue", "Ocean Blue"],
  rose: ["Rose"],
  mustard: ["Mustard"],
  teal: ["Teal"],
  coral: ["Coral"],
  lavender: ["Lavender"],
  olive: ["Olive"],
  brown: ["Brown"],
};

/** The colour name of a colourway in a kind's vocabulary (`values`: the kind's own colour words). */
export function colourName(palette: PaletteName, values: readonly string[]): string {
  const names = PALETTE_COLOURS[palette];
  return names.find((n) => values.includes(n)) ?? (names[0] as string);
}
