import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { createStaff } from "../staff/index.js";

/**
 * What the console's dashboard names (issue 35, items 19 and 20): the shop name changes waiting
 * link to the name-change tab of the shop review, the last ledger check names the staff member who
 * ran it (not "staff:2"), and a problem it found gives amounts as money ("US$122.88"), not cents.
 */
describe("the dashboard's names", () => {
  let t: TestApp;
  let finance = "";
  let operator = "";
  let userId = 0;
  const login = async (account: string) =>
    (await t.post("/api/admin/auth/login", { account, password: "staff-pass-1" })).data.token as string;
  const must = (res: { code: number; msg: string; data: any }) => {
    if (res.code !== 1) throw new Error(res.msg);
    return res.data;
  };
  const walletAccount = () =>
    sql`update ledger_accounts set balance_minor = balance_minor + 10788 where code = ${`wallet:${userId}`}`;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.database.db, {
      email: "fin@names.test",
      name: "Fiona Ledger",
      role: "finance",
      password: "staff-pass-1",
    });
    await createStaff(t.database.db, {
      email: "op@names.test",
      name: "Omar Shops",
      role: "operator",
      password: "staff-pass-1",
    });
    finance = await login("fin@names.test");
    operator = await login("op@names.test");
    userId = (await quickUser(t, "float@names.test")).userId;
    must(
      await t.post(
        "/api/admin/finance/correction",
        { user_id: userId, amount: "15.00", reason: "Float" },
        { token: finance },
      ),
    );
  });
  afterAll(() => t.close());

  it("links the shop name changes waiting to the name-change tab of the shop review", async () => {
    const stats = must(await t.post("/api/admin/dashboard/stats", {}, { token: operator }));
    const names = stats.pending.find((p: { kind: string }) => p.kind === "name_changes");
    expect(names.link).toBe("/admin/shops?tab=names");
    expect(stats.pending.find((p: { kind: string }) => p.kind === "shop_applications").link).toBe("/admin/shops");
  });

  it("names who ran the ledger check, in the answer of Run now and on the dashboard", async () => {
    const run = must(await t.post("/api/admin/finance/ledger_check", {}, { token: finance }));
    expect(run).toMatchObject({ ok: true, by_name: "Fiona Ledger" });
    expect(run.by).toMatch(/^staff:\d+$/);
    const stats = must(await t.post("/api/admin/dashboard/stats", {}, { token: operator }));
    expect(stats.ledger_check).toMatchObject({ ok: true, by_name: "Fiona Ledger" });
  });

  it("gives a problem's amounts as money, in every language", async () => {
    await t.database.db.execute(walletAccount());
    try {
      const run = must(await t.post("/api/admin/finance/ledger_check", {}, { token: finance }));
      expect(run.ok).toBe(false);
      expect(run.problems).toContain(`Account wallet:${userId} caches US$122.88 but its postings sum to US$15.00`);
      expect(run.problems.join("\n")).toMatch(/All balances sum to US\$107\.88, not 0/);
      const ar = must(await t.post("/api/admin/dashboard/stats", {}, { token: operator, lang: "ar" }));
      expect(ar.ledger_check.problems.join("\n")).toContain("US$122.88");
      expect(ar.ledger_check.problems.join("\n")).not.toMatch(/\b12288\b/);
    } finally {
      await t.database.db.execute(
        sql`update ledger_accounts set balance_minor = balance_minor - 10788 where code = ${`wallet:${userId}`}`,
      );
    }
  });
});
