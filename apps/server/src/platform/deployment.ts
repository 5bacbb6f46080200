import { randomBytes } from "node:crypto";
import type { Db } from "./db/index.js";
import { getSetting, putSettingOnce } from "./settings/index.js";

/** The setting that holds the deployment's identity: `{ id }`, 32 hex digits. */
export const DEPLOYMENT_SETTING = "deployment_id";

/**
 * The deployment's identity: a random id kept in the database itself (setting `deployment_id`),
 * made by the first process that starts on it (of processes starting together, the first write
 * wins and all read that one) and read by every process at start. Every process on one database
 * has the same id however it reaches the database (another host name, a pooler or proxy, another
 * form of the connection string), and another database has another id, so the keys named after
 * it in Redis are shared by exactly the processes of one deployment (docs/processes.md).
 * Not made by a migration: a database copied from another (a template, a restored dump) would
 * carry that one's id; deleting the row gives a copy an id of its own at its next start.
 */
export async function deploymentId(db: Db): Promise<string> {
  const read = async () => (await getSetting(db, DEPLOYMENT_SETTING, { id: "" })).id;
  const id = await read();
  if (id) return id;
  await putSettingOnce(db, DEPLOYMENT_SETTING, { id: randomBytes(16).toString("hex") });
  const kept = await read();
  if (!kept) throw new Error(`setting ${DEPLOYMENT_SETTING} could not be written`);
  return kept;
}

/** Where one deployment's keys live in Redis (per-IP limits, window counts, the shared cache tier). */
export const redisNamespace = (id: string) => `mp:d:${id}:`;
