import { eq } from "drizzle-orm";
import type { Db } from "../db/index.js";
import { settings } from "./settings.tables.js";

/**
 * The only code that reads or writes the settings table: a platform service, because settings
 * belong to no one module (content's app config, wallet rules, delivery rules, the file signing key).
 */

/** The setting under key laid over its fallback (keys it lacks keep the fallback's values). */
export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? ({ ...fallback, ...(row.value as object) } as T) : fallback;
}

export async function putSetting(db: Db, key: string, value: object): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Writes the setting only if the key has none yet: of racing writers, the first one wins. */
export async function putSettingOnce(db: Db, key: string, value: object): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
