/**
 * bench:storefront's requests: what to ask for (read from the seed:bench catalogue in PostgreSQL)
 * and the two sets of cases, cold (random parameters, no URL repeated within the server's 10 s
 * list cache) and cached (a few repeated URLs, the first version of the benchmark).
 */

import type pg from "pg";
import { createRng, type Rng } from "../apps/server/seed/catalogue/prng.js";

export interface Budget {
  /** requests/s at least, cached mode */
  rps?: number;
  /** case rps / anchor rps at least, cold mode */
  ratio?: number;
  /** p99 below, ms */
  p99?: number;
}

export interface Case {
  name: string;
  /** the next request's path */
  path: () => string;
  budget: Budget;
  /** list answers: count pages with no goods */
  list: boolean;
}

export interface Catalogue {
  goods: number;
  /** visible top categories (parent_id null, visible) */
  tops: number[];
  /** the visible top category with the most goods below it, and how many (cached mode) */
  biggestTop: { id: number; goods: number };
  /** live goods prices in cents at the 0th, 1st, ..., 100th percentile */
  priceCentiles: number[];
  /** the 400 most frequent words (>= 3 letters) in live goods titles */
  words: string[];
  /** every live goods id (status 'on', not deleted) */
  liveIds: number[];
  /** leaf categories that hold goods (the anchor's query) */
  leafCategories: number[];
}

/** The demo seed's deterministic PRNG (mulberry32): the same seed asks for the same requests in the same order. */
export const prng = createRng;

export async function readCatalogue(pool: pg.Pool): Promise<Catalogue> {
  const one = async <T>(text: string) => (await pool.query(text)).rows as T[];
  const [count] = await one<{ n: string }>("select count(*) as n from goods");
  const tops = await one<{ id: number }>("select id from categories where parent_id is null and visible order by id");
  const biggest = await one<{ top: number; n: string }>(`
    with recursive tree(top, id) as (
      select id, id from categories where parent_id is null and visible
      union all select tree.top, c.id from tree join categories c on c.parent_id = tree.id
    )
    select tree.top, count(g.id) as n from tree join goods g on g.category_id = tree.id
    group by tree.top order by n desc limit 1`);
  const [centiles] = await one<{ p: string[] }>(`
    select percentile_disc(array(select generate_series(0, 100) / 100.0)) within group (order by price_minor) as p
    from goods where status = 'on' and deleted_at is null`);
  const words = await one<{ w: string }>(`
    select w from goods, regexp_split_to_table(lower(title), '[^[:alpha:]]+') as w
    where status = 'on' and deleted_at is null and length(w) >= 3
    group by w order by count(*) desc, w limit 400`);
  const ids = await one<{ id: number }>("select id from goods where status = 'on' and deleted_at is null order by id");
  const leaves = await one<{ id: number }>(`
    select c.id from categories c
    where not exists (select 1 from categories k where k.parent_id = c.id)
      and exists (select 1 from goods g where g.category_id = c.id)
    order by c.id`);
  return {
    goods: Number(count?.n ?? 0),
    tops: tops.map((r) => r.id),
    biggestTop: { id: biggest[0]?.top ?? 1, goods: Number(biggest[0]?.n ?? 0) },
    priceCentiles: (centiles?.p ?? []).map(Number),
    words: words.map((r) => r.w),
    liveIds: ids.map((r) => r.id),
    leafCategories: leaves.map((r) => r.id),
  };
}

const q = encodeURIComponent;
const LISTS = "/api/wanlshop/product/lists?type=goods";
const SORTS = ["sales", "price", "createtime"] as const;
const ORDERS = ["asc", "desc"] as const;
/** a little over the server's list and product cache (10 s) */
const FRESH_MS = 11_000;

/**
 * Draws paths until one was not asked for in the last FRESH_MS (at most 50 tries), so the server's
 * 10 s cache never answers a cold request from memory. Counts the repeats it had to let through.
 */
export function fresh(draw: () => string) {
  const seen = new Map<string, number>();
  let repeats = 0;
  let sweep = Date.now();
  const path = () => {
    const now = Date.now();
    if (now - sweep > FRESH_MS) {
      for (const [k, t] of seen) if (now - t > FRESH_MS) seen.delete(k);
      sweep = now;
    }
    let p = draw();
    for (let i = 0; i < 50 && now - (seen.get(p) ?? -Infinity) <= FRESH_MS; i++) p = draw();
    if (now - (seen.get(p) ?? -Infinity) <= FRESH_MS) repeats++;
    seen.set(p, now);
    return p;
  };
  return { path, repeats: () => repeats };
}

/** Fisher-Yates with the seeded PRNG. */
function shuffled<T>(list: readonly T[], rng: Rng): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Cold mode: random categories, price ranges, sorts, pages, words and ids. */
export function coldCases(cat: Catalogue, seed: number) {
  const rng = prng(seed);
  const listing = fresh(() => {
    // a price range between two random centiles of live goods, in whole currency units
    let i = rng.int(0, 100);
    let j = rng.int(0, 100);
    if (i > j) [i, j] = [j, i];
    const lo = Math.floor((cat.priceCentiles[i] ?? 0) / 100);
    const hi = Math.ceil((cat.priceCentiles[j] ?? 0) / 100);
    const filter = { category_id: rng.pick(cat.tops), "shop_goods.price": `${lo},${hi}` };
    const op = { category_id: "in", "shop_goods.price": "between" };
    return `${LISTS}&filter=${q(JSON.stringify(filter))}&op=${q(JSON.stringify(op))}&sort=${rng.pick(SORTS)}&order=${rng.pick(ORDERS)}&page=${rng.int(1, 200)}`;
  });
  const search = fresh(() => {
    const sort = rng.int(0, SORTS.length);
    const sorted = sort < SORTS.length ? `&sort=${SORTS[sort]}&order=${rng.pick(ORDERS)}` : "";
    return `${LISTS}&search=${q(rng.pick(cat.words))}${sorted}&page=${rng.int(1, 10)}`;
  });
  // every live id once, in a seeded order, before any comes again
  const order = shuffled(cat.liveIds, rng);
  let next = 0;
  const detail = () => `/api/wanlshop/product/goods?id=${order[next++ % order.length]}`;
  const cases: Case[] = [
    { name: "listing", path: listing.path, budget: { ratio: 0.1, p99: 250 }, list: true },
    { name: "search", path: search.path, budget: { ratio: 0.05, p99: 500 }, list: true },
    { name: "detail", path: detail, budget: { ratio: 0.5 }, list: false },
  ];
  /** requests that repeated a URL of the last 11 s (detail: ids asked for more than once) */
  const repeats = (name: string) =>
    name === "listing" ? listing.repeats() : name === "search" ? search.repeats() : Math.max(0, next - order.length);
  return { cases, repeats };
}

/** Cached mode (the first version): 5 listing pages, 8 words x 3 pages, 2,000 products, repeated. */
export function cachedCases(cat: Catalogue, seed: number): Case[] {
  const rng = prng(seed);
  const ids = shuffled(cat.liveIds, rng).slice(0, 2000);
  const words = ["wireless", "leather", "sweater", "coffee", "backpack", "organic", "watch", "lamp"];
  let n = 0;
  const next = () => n++;
  const filter = q(JSON.stringify({ category_id: cat.biggestTop.id, "shop_goods.price": "10,200" }));
  const op = q(JSON.stringify({ category_id: "in", "shop_goods.price": "between" }));
  return [
    {
      name: "listing",
      path: () => `${LISTS}&filter=${filter}&op=${op}&sort=sales&order=desc&page=${(next() % 5) + 1}`,
      budget: { rps: 1_500, p99: 50 },
      list: true,
    },
    {
      name: "search",
      path: () => `${LISTS}&search=${q(words[next() % words.length] as string)}&page=${(next() % 3) + 1}`,
      budget: { rps: 500, p99: 100 },
      list: true,
    },
    {
      name: "detail",
      path: () => `/api/wanlshop/product/goods?id=${ids[next() % ids.length]}`,
      budget: { rps: 2_000 },
      list: false,
    },
  ];
}

/** The anchor's request: a random leaf category per request. */
export function anchorPath(cat: Catalogue, seed: number) {
  const rng = prng(seed);
  return () => `/goods?category=${rng.pick(cat.leafCategories)}`;
}
