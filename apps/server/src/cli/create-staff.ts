import { parseArgs } from "node:util";
import { STAFF_ROLES, type StaffRole } from "@mp/contracts";
import { loadConfig } from "../config.js";
import { createStaff } from "../modules/staff/index.js";
import { openDatabase } from "../platform/db/index.js";

/** npm run staff:create -- --email ops@example.com --name "Ops" --role admin --password '…' */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    password: { type: "string" },
  },
});
if (!values.email || !values.password) {
  console.error(`usage: npm run staff:create -- --email E --password P [--name N] [--role ${STAFF_ROLES.join("|")}]`);
  process.exit(2);
}
if (!(STAFF_ROLES as readonly string[]).includes(values.role ?? "")) {
  // checked before the database is opened: a typo costs no migration
  console.error(`could not create staff: role must be one of ${STAFF_ROLES.join(", ")}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  const member = await createStaff(database.db, {
    email: values.email,
    name: values.name ?? values.email,
    role: values.role as StaffRole,
    password: values.password,
  });
  console.log(`created staff #${member.id} ${member.email} (${member.role})`);
} catch (err) {
  console.error(`could not create staff: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
