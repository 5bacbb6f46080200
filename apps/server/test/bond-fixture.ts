import { sql } from "drizzle-orm";
import { checkLedger } from "../src/modules/wallet/index.js";
import { queryRows } from "../src/platform/db/index.js";
import { shops } from "../src/schema.js";
import { staffToken } from "./buying-people.js";
import type { TestApp } from "./harness.js";
import { fund } from "./orders-fixture.js";
import { payingUser, postWithKey } from "./wallet-helpers.js";

/** Test helpers of the bond tests: a merchant with a fund password, a shop and money. */

export const S = "/api/wanlshop/shop";
export const A = "/api/admin/shop";

export async function bondMerchant(t: TestApp, email: string, shopName: string, dollars: number) {
  const u = await payingUser(t, email);
  const [shop] = await t.database.db.insert(shops).values({ userId: u.userId, name: shopName }).returning();
  if (dollars > 0) await fund(t, u.userId, BigInt(dollars * 100), `test-fund:${email}`);
  return { ...u, shopId: (shop as { id: number }).id };
}

export type BondMerchant = Awaited<ReturnType<typeof bondMerchant>>;

export const staffOf = (t: TestApp) =>
  Promise.all([
    staffToken(t, "fin@bond.test", "finance"),
    staffToken(t, "op@bond.test", "operator"),
    staffToken(t, "help@bond.test", "support"),
  ]).then(([finance, operator, support]) => ({ finance, operator, support }));

export async function contractVersion(t: TestApp, token: string): Promise<number> {
  return (await t.post(`${S}/contract`, {}, { token })).data.version;
}

export async function pay(t: TestApp, m: BondMerchant, body: object, key?: string) {
  const full = { name: "Ada Merchant", contract_version: 1, pay_password: m.payPass, ...body };
  return key ? postWithKey(t, `${S}/bond_pay`, full, m.token, key) : t.post(`${S}/bond_pay`, full, { token: m.token });
}

/** The ledger checks hold, and the shop's cached bond equals the sum of its postings. */
export async function booksHold(t: TestApp, shopId: number) {
  const report = await checkLedger(t.database.db);
  if (!report.ok) throw new Error(report.problems.join("; "));
  const [row] = await queryRows<{ cached: string | null; summed: string | null }>(
    t.database.db,
    sql`select a.balance_minor::text as cached,
          (select coalesce(sum(p.amount_minor), 0)::text from ledger_postings p where p.account_id = a.id) as summed
        from ledger_accounts a where a.code = ${`bond:${shopId}`}`,
  );
  return { cached: row?.cached ?? "0", summed: row?.summed ?? "0" };
}
