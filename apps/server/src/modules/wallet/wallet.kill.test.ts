import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript, spawnServer } from "../../../test/server-process.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { hashPassword } from "../../platform/auth/index.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { createStaff } from "../staff/index.js";
import { moveMoney, walletOf } from "./index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const USERS = 5;
const FUNDING = 100_000n; // $1,000 each

/**
 * The server process is killed (SIGKILL) in the middle of a burst of withdrawals and approvals
 * on PostgreSQL. After a restart the books balance (`npm run ledger:check`) and every
 * withdrawal either happened completely (row, hold and entries) or not at all.
 */
describe.skipIf(process.env.TEST_DB !== "postgres")("a kill in the middle of a money burst (PostgreSQL)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const users: { id: number; email: string }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    await putSetting(db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_monthly_count: 100_000 });
    await createStaff(db, { email: "cash@kill.test", name: "Cash", role: "finance", password: "finance-pass-1" });
    const payHash = await hashPassword("135790");
    for (let i = 0; i < USERS; i++) {
      const u = await accountsAdmin.createUserDirect(db, {
        email: `k${i}@kill.test`,
        password: "secret1",
        nickname: `k${i}`,
      });
      await db.execute(sql`update users set pay_password_hash = ${payHash} where id = ${u.id}`);
      await db.execute(
        sql`insert into wallet_addresses (user_id, network, address) values (${u.id}, 'USDT-TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')`,
      );
      await db.transaction((tx) =>
        moveMoney(tx, {
          type: "recharge",
          reference: `kill-seed:${u.id}`,
          actor: "test",
          postings: [
            { account: "external:recharge", amount: -FUNDING },
            { account: walletOf(u.id), amount: FUNDING },
          ],
        }),
      );
      users.push({ id: u.id, email: u.email });
    }
  });
  afterAll(() => database?.close());

  it("leaves the books balanced and every request whole or absent", async () => {
    const env = {
      DATABASE_URL: database.url as string,
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    let server = await spawnServer(env);
    const post = (url: string, body: object, token?: string) =>
      fetch(`${server.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number; data: any }>);
    const tokens: string[] = [];
    for (const u of users)
      tokens.push(
        (await post("/api/wanlshop/user/login", { account: u.email, password: "secret1" })).data.userinfo.token,
      );
    const staff = (await post("/api/admin/auth/login", { account: "cash@kill.test", password: "finance-pass-1" })).data
      .token;
    const addrOf = new Map(
      (await queryRows<{ id: number; user_id: number }>(database.db, "select id, user_id from wallet_addresses")).map(
        (a) => [a.user_id, a.id],
      ),
    );

    // a burst: withdrawals from every user, and approvals of whatever is pending, until the kill
    let stop = false;
    const burst: Promise<unknown>[] = [];
    for (let w = 0; w < 16; w++) {
      burst.push(
        (async () => {
          for (let n = 0; !stop; n++) {
            const i = (w + n) % USERS;
            const u = users[i] as { id: number };
            await post(
              "/api/wanlshop/pay/withdraw",
              { address_id: addrOf.get(u.id), amount: "12.34", pay_password: "135790" },
              tokens[i],
            ).catch(() => {});
            const pending = await post("/api/admin/finance/withdrawals", { status: "daishen", limit: 3 }, staff).catch(
              () => null,
            );
            for (const p of (pending?.data?.data ?? []) as { id: number }[])
              await post(
                "/api/admin/finance/withdrawal_review",
                { id: p.id, approve: n % 3 === 0 ? 0 : 1, note: "burst" },
                staff,
              ).catch(() => {});
          }
        })(),
      );
    }
    await new Promise((r) => setTimeout(r, 2500));
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(burst);
    if (server.child.exitCode === null && server.child.signalCode === null)
      await new Promise((r) => server.child.once("exit", r));

    const [made] = await queryRows<{ n: number }>(database.db, "select count(*)::int as n from withdrawals");
    expect(made?.n).toBeGreaterThan(5); // the kill really landed mid-burst

    server = await spawnServer(env); // a restart finds the books as the kill left them
    const exited = new Promise((r) => server.child.once("exit", r));
    server.child.kill("SIGTERM");
    await exited;
    const check = await runScript("ledger:check", env);
    expect(check.out).toContain("the books balance");
    expect(check.code).toBe(0);

    // every withdrawal is whole: its request entry exists, a decided one has exactly one decision entry
    const rows = await queryRows<{ id: number; status: string; refs: string[] | null }>(
      database.db,
      `select w.id, w.status, array_agg(e.reference order by e.reference) filter (where e.id is not null) as refs
       from withdrawals w left join ledger_entries e on e.reference like 'withdrawal:' || w.id || ':%' group by w.id`,
    );
    for (const r of rows) {
      const want =
        r.status === "daishen"
          ? [`withdrawal:${r.id}:request`]
          : [`withdrawal:${r.id}:${r.status === "tongguo" ? "approve" : "reject"}`, `withdrawal:${r.id}:request`];
      expect(r.refs, `withdrawal ${r.id} (${r.status})`).toEqual(want);
    }
    // no money entry without its withdrawal row
    const orphans = await queryRows(
      database.db,
      "select e.reference from ledger_entries e where e.reference like 'withdrawal:%' and not exists (select 1 from withdrawals w where e.reference like 'withdrawal:' || w.id || ':%')",
    );
    expect(orphans).toEqual([]);
    // each user's money is all accounted for: wallet + hold + paid out = what they were given
    for (const u of users) {
      const [m] = await queryRows<{ wallet: string; hold: string; paid: string }>(
        database.db,
        `select coalesce((select balance_minor from ledger_accounts where code = 'wallet:${u.id}'), 0)::text as wallet,
                coalesce((select balance_minor from ledger_accounts where code = 'withdraw_hold:${u.id}'), 0)::text as hold,
                coalesce((select sum(amount_minor) from withdrawals where user_id = ${u.id} and status = 'tongguo'), 0)::text as paid`,
      );
      expect(BigInt(m?.wallet ?? 0) + BigInt(m?.hold ?? 0) + BigInt(m?.paid ?? 0)).toBe(FUNDING);
    }
  }, 120_000); // two server starts and the ledger:check command, each a process of its own
});
