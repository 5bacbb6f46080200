import { type Db, type PreparedStatement, queryPrepared } from "../db/index.js";
import { settings } from "./settings.tables.js";

/**
 * The only code that reads or writes the settings table: a platform service, because settings
 * belong to no one module (content's app config, wallet rules, delivery rules, the file signing key).
 */

/** One setting's value, prepared: checkouts read the delivery rules each time. $1 the key. */
const SETTING_VALUE: PreparedStatement = {
  name: "settings_value_v1",
  text: `select "value" from "settings" where "key" = $1`,
};

/** The setting under key laid over its fallback (keys it lacks keep the fallback's values). */
export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  // both drivers parse jsonb into its value
  const [row] = await queryPrepared<{ value: unknown }>(db, SETTING_VALUE, [key]);
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
