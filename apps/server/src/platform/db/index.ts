export { type Database, type DatabaseOptions, type Db, openDatabase, queryRows } from "./client.js";
