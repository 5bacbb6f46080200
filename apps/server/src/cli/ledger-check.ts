import { loadConfig } from "../config.js";
import { presentLedgerCheck, runLedgerCheck } from "../modules/wallet/index.js";
import { openDatabase } from "../platform/db/index.js";

/** npm run ledger:check — recomputes every balance from the postings; exits 1 if the books do not balance. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await database.migrate();
  // recorded as the last check, which the console's dashboard shows (docs/money.md)
  const report = await runLedgerCheck(database.db, "cli");
  console.log(`ledger: ${report.entries} entries over ${report.accounts} accounts`);
  for (const p of (await presentLedgerCheck(database.db, report, { lang: "en" })).problems)
    console.error(`  problem: ${p}`);
  console.log(report.ok ? "ledger: the books balance" : `ledger: ${report.problem_count} problem(s)`);
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
