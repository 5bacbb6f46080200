import type { CategoryNode } from "@mp/contracts";
import { and, eq } from "drizzle-orm";
import { perDatabase, TtlCache } from "../../platform/cache.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { categories, categoryNames } from "./categories.tables.js";
import { translateTexts } from "./translate-client.js";

interface Cat {
  id: number;
  parentId: number | null;
  name: string;
  image: string;
  sort: number;
  visible: boolean;
  names: Map<string, string>;
}

/**
 * The whole tree is small: it is kept in memory for at most TREE_TTL_MS per process. A console
 * change clears it in the process that made it; other processes see it within that bound
 * (docs/rules.md#categories).
 */
export const TREE_TTL_MS = 3_000;
const treeCache = perDatabase(() => new TtlCache<Map<number, Cat>>(TREE_TTL_MS, 1));

async function loadAll(db: Db): Promise<Map<number, Cat>> {
  return treeCache(db).getOrLoad("all", async () => {
    const [rows, names] = await Promise.all([db.select().from(categories), db.select().from(categoryNames)]);
    const all = new Map<number, Cat>(rows.map((r) => [r.id, { ...r, names: new Map() }]));
    for (const n of names) all.get(n.categoryId)?.names.set(n.lang, n.name);
    return all;
  });
}

export const invalidateCategories = (db: Db) => treeCache(db).clear();

const nameIn = (c: Cat, lang: string) => c.names.get(lang) ?? c.name;
const bySort = (a: Cat, b: Cat) => a.sort - b.sort || a.id - b.id;

/** Hidden categories (the console's hidden flag) and everything under them. */
function hiddenIn(all: Map<number, Cat>): Set<number> {
  const out = new Set<number>();
  const isHidden = (c: Cat | undefined, depth: number): boolean =>
    !!c && depth < 20 && (!c.visible || (c.parentId !== null && isHidden(all.get(c.parentId), depth + 1)));
  for (const c of all.values()) if (isHidden(c, 0)) out.add(c.id);
  return out;
}

/** `common/init`'s `hidden_category_ids`: every hidden category and its subtree, from the data. */
export async function hiddenCategoryIds(db: Db): Promise<number[]> {
  return [...hiddenIn(await loadAll(db))].sort((a, b) => a - b);
}

/** A category and all its descendants (visible or not: a filter names what it asks for). */
export async function subtreeIds(db: Db, roots: number[]): Promise<number[]> {
  const all = await loadAll(db);
  const children = new Map<number, number[]>();
  for (const c of all.values())
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out = new Set<number>();
  const stack = roots.filter((id) => all.has(id));
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...out];
}

/** The category and its ancestors, root first, named in the request's language. */
export async function categoryPath(ctx: Ctx, id: number): Promise<{ id: number; name: string }[]> {
  const all = await withTranslations(ctx);
  const path: { id: number; name: string }[] = [];
  for (let c = all.get(id); c && path.length < 10; c = c.parentId === null ? undefined : all.get(c.parentId))
    path.unshift({ id: c.id, name: nameIn(c, ctx.lang) });
  return path;
}

/** Top-level categories for the menu and home modules; hidden ones never appear. */
export async function categoryModules(ctx: Ctx): Promise<{ id: number; name: string }[]> {
  const all = await withTranslations(ctx);
  return [...all.values()]
    .filter((c) => c.parentId === null && c.visible)
    .sort(bySort)
    .map((c) => ({ id: c.id, name: nameIn(c, ctx.lang) }));
}

/** The visible tree for the classify page, hidden categories and their subtrees left out. */
export async function categoryTree(ctx: Ctx): Promise<CategoryNode[]> {
  const all = await withTranslations(ctx);
  const build = (parentId: number | null, depth: number): CategoryNode[] =>
    depth > 5
      ? []
      : [...all.values()]
          .filter((c) => c.parentId === parentId && c.visible)
          .sort(bySort)
          .map((c) => ({
            id: c.id,
            name: nameIn(c, ctx.lang),
            ...(c.image ? { image: c.image } : {}),
            children: build(c.id, depth + 1),
          }));
  return build(null, 0);
}

/**
 * With TRANSLATE_URL set, names missing in the request's language are fetched once from the
 * translation service (translate-client.ts) and stored; any failure just leaves the English name.
 * Never an error.
 */
async function withTranslations(ctx: Ctx): Promise<Map<number, Cat>> {
  const all = await loadAll(ctx.db);
  if (!ctx.config.translateUrl || ctx.lang === "en") return all;
  const missing = [...all.values()].filter((c) => !c.names.has(ctx.lang));
  if (missing.length === 0) return all;
  const list = await translateTexts(
    ctx,
    "category",
    "en",
    ctx.lang,
    missing.map((c) => c.name),
  );
  if (!list) return all;
  const rows = missing
    .map((c, i) => ({ categoryId: c.id, lang: ctx.lang, name: (list[i] ?? "").slice(0, 100) }))
    .filter((r) => r.name.trim() !== "");
  if (rows.length) await ctx.db.insert(categoryNames).values(rows).onConflictDoNothing();
  for (const r of rows) all.get(r.categoryId)?.names.set(ctx.lang, r.name);
  return all;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (
    (
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id)))
    ).length > 0
  );
}
