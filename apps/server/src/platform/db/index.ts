export {
  type Database,
  type DatabaseOptions,
  type Db,
  openDatabase,
  type PreparedStatement,
  queryPrepared,
  queryRows,
} from "./client.js";
