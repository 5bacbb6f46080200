import sharp from "sharp";
import type { FileStorage } from "../../src/platform/uploads/index.js";
import { ART_VARIANTS, artFile, type Draw, defs, PALETTES, type PaletteName, PUBLIC_SEED_PATH, urlOf } from "./art.js";
import { THINGS } from "./art-things.js";
import { WEARABLES } from "./art-wearables.js";
import type { Art } from "./kind.js";

export const DRAWINGS: Record<Art, Draw> = { ...WEARABLES, ...THINGS };

const BACKDROPS = [
  ["#f7f3ed", "#e6ded2"],
  ["#eef2f6", "#d9e1ea"],
  ["#f3f1f7", "#e1dcec"],
] as const;

function productSvg(art: Art, palette: PaletteName, backdrop: number): string {
  const [top, bottom] = BACKDROPS[backdrop % BACKDROPS.length] as readonly [string, string];
  const p = PALETTES[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs("a", p)}
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="690" rx="300" ry="40" fill="url(#sh)"/>
  ${DRAWINGS[art](p, urlOf("a"))}</svg>`;
}

/** A shop avatar: one of its products on a coloured disc, 200 x 200. */
function avatarSvg(art: Art, palette: PaletteName, ring: PaletteName): string {
  const p = PALETTES[palette];
  const r = PALETTES[ring];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 800 800">${defs("a", p)}
  <rect width="800" height="800" fill="${r.light}"/><circle cx="400" cy="400" r="360" fill="#ffffff" opacity="0.75"/>
  <g transform="translate(100 90) scale(0.75)">${DRAWINGS[art](p, urlOf("a"))}</g></svg>`;
}

export interface BannerSpec {
  file: string;
  colours: readonly [string, string];
  items: readonly (readonly [Art, PaletteName])[];
}

/** A 1200 x 420 banner: a gradient with soft shapes and three products (no text: the app may lay its own over it). */
function bannerSvg(b: BannerSpec): string {
  const items = b.items
    .map(([art, palette], i) => {
      const id = `b${i}`;
      const x = i === 1 ? 680 : 470 + i * 230;
      const y = i === 1 ? 30 : 90;
      return `${defs(id, PALETTES[palette])}<g transform="translate(${x} ${y}) scale(${i === 1 ? 0.44 : 0.36})">${DRAWINGS[art](PALETTES[palette], urlOf(id))}</g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="420" viewBox="0 0 1200 420">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colours[0]}"/><stop offset="1" stop-color="${b.colours[1]}"/></linearGradient></defs>
  <rect width="1200" height="420" fill="url(#bg)"/>
  <circle cx="180" cy="330" r="240" fill="#ffffff" opacity="0.12"/><circle cx="420" cy="60" r="130" fill="#ffffff" opacity="0.1"/>
  <circle cx="860" cy="230" r="260" fill="#ffffff" opacity="0.16"/>
  <path d="M0 330 Q300 250 600 330 T1200 320 L1200 420 L0 420 Z" fill="#ffffff" opacity="0.14"/>
  ${items}</svg>`;
}

/** Writes the file unless it exists (a write to a temporary name first, so a crash leaves no half file). */
async function render(storage: FileStorage, key: string, svg: string, width: number, height: number): Promise<void> {
  if (await storage.exists(key)) return;
  const data = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toBuffer();
  await storage.put(key, data, "image/webp");
}

async function inParallel(jobs: (() => Promise<void>)[], width = 4): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) await (jobs[next++] as () => Promise<void>)();
    }),
  );
}

export interface AvatarSpec {
  file: string;
  art: Art;
  palette: PaletteName;
  ring: PaletteName;
}

/** Renders every picture the demo catalogue uses into the storage's public/seed/ (skipping files that exist). */
export async function renderSeedImages(
  storage: FileStorage,
  avatars: readonly AvatarSpec[],
  banners: readonly BannerSpec[],
): Promise<void> {
  const dir = PUBLIC_SEED_PATH.replace(/^\/uploads\//, "");
  const key = (file: string) => `${dir}/${file}`;
  const jobs: (() => Promise<void>)[] = [];
  for (const [art, palettes] of Object.entries(ART_VARIANTS) as [Art, readonly PaletteName[]][])
    palettes.forEach((palette, i) => {
      jobs.push(() => render(storage, key(artFile(art, palette)), productSvg(art, palette, i), 800, 800));
    });
  for (const a of avatars) jobs.push(() => render(storage, key(a.file), avatarSvg(a.art, a.palette, a.ring), 200, 200));
  for (const b of banners) jobs.push(() => render(storage, key(b.file), bannerSvg(b), 1200, 420));
  await inParallel(jobs);
}
