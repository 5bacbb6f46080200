import { createHmac, randomBytes } from "node:crypto";
import { now } from "../../platform/clock.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { getSetting, putSettingOnce } from "../../platform/settings/index.js";
import { forgetPastVisitors, recordVisit } from "./shop-days.repo.js";

/**
 * A shop's views (docs/rules.md#shop-views): distinct visitors a day of its public pages, the
 * shop page (`shop/info`) and its goods' product pages (`product/goods`). A logged-in visitor is
 * their user id; anyone else is a keyed hash of the day, the client address and the browser
 * (user agent), so no address is stored and the same browser is a new visitor tomorrow. The
 * shop's owner visiting their own pages is not counted.
 *
 * Each process remembers which (shop, visitor) pairs it already recorded today, so only a
 * visitor's first page of a shop each day writes (one statement); racing processes are held off
 * by the table's key.
 */
const KEY_SETTING = "visitor_hash_key";
const MEMORY_LIMIT = 100_000;

interface DayMemory {
  day: string;
  seen: Set<string>;
}
const memories = new WeakMap<object, DayMemory>();
const keys = new WeakMap<object, Buffer>();

const utcDay = () => now().toISOString().slice(0, 10);

async function hashKey(db: Db): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  let { key } = await getSetting(db, KEY_SETTING, { key: "" });
  if (!key) {
    await putSettingOnce(db, KEY_SETTING, { key: randomBytes(32).toString("hex") });
    ({ key } = await getSetting(db, KEY_SETTING, { key: "" }));
    if (!key) throw new Error("no visitor hash key");
  }
  const buf = Buffer.from(key, "hex");
  keys.set(db, buf);
  return buf;
}

/** Who is visiting, as stored: `u:<id>` or `a:<hash>`. */
export async function visitorOf(ctx: Ctx, userId: number | null, userAgent: string, day: string): Promise<string> {
  if (userId !== null) return `u:${userId}`;
  const mac = createHmac("sha256", await hashKey(ctx.db))
    .update(`${day}\n${ctx.ip}\n${userAgent}`)
    .digest("base64url");
  return `a:${mac.slice(0, 32)}`;
}

/**
 * Counts a visit of shop `shopId`'s pages by the request's visitor, once a day; the owner's own
 * visits do not count. A failure to count never fails the page (it is logged).
 */
export async function countShopVisit(
  ctx: Ctx,
  shop: { id: number; ownerId: number },
  userId: number | null,
  userAgent: string,
): Promise<void> {
  if (userId !== null && userId === shop.ownerId) return;
  try {
    const day = utcDay();
    let memory = memories.get(ctx.db);
    if (!memory || memory.day !== day) {
      memory = { day, seen: new Set() };
      memories.set(ctx.db, memory);
      // a new day (or a fresh process): the visitor rows of past days are no longer needed
      await forgetPastVisitors(ctx.db);
    }
    const visitor = await visitorOf(ctx, userId, userAgent, day);
    const pair = `${shop.id}|${visitor}`;
    if (memory.seen.has(pair)) return;
    await recordVisit(ctx.db, shop.id, visitor);
    if (memory.seen.size >= MEMORY_LIMIT) memory.seen.clear();
    memory.seen.add(pair);
  } catch (err) {
    ctx.log.warn({ err, shopId: shop.id }, "shop visit not counted");
  }
}
