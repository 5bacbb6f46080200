export {
  columnsOf,
  type Database,
  type DatabaseOptions,
  type Db,
  literal,
  openDatabase,
  type PoolStats,
  type PreparedStatement,
  queryPrepared,
  queryRows,
  rowMapper,
  sqlText,
} from "./client.js";
export { EMBEDDED_VACUUM_EVERY_MS, startEmbeddedVacuum, vacuumNow } from "./embedded-vacuum.js";
export { type LegacyRow, type Parsed, upgradeLegacyTexts } from "./legacy-texts.js";
export { containing, containingLower, startingWith } from "./like.js";
export { journalEntries, MIGRATION_LOCK_KEY, pendingMigrations } from "./migrations.js";
export { countWhere, type PageAsk, pageOf, sqlPage } from "./paging.js";
export { isConnectionError, runTransaction } from "./resilient-pool.js";
