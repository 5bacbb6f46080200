import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../seed/index.js";
import { buildCatalogueFixture } from "../../test/catalogue-fixture.js";
import { berlinAddress } from "../../test/orders-fixture.js";
import { runScript, spawnServer, stopServers } from "../../test/server-process.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createScratchDatabase, reportMissing, type ScratchDatabase, whyNoServices } from "../../test/two-processes.js";
import { voucherImage } from "../../test/wallet-helpers.js";
import { accountsAdmin } from "../modules/accounts/index.js";
import { refreshGoodsSearchText } from "../modules/catalogue/index.js";
import { createStaff } from "../modules/staff/index.js";
import { moveMoney, walletOf } from "../modules/wallet/index.js";
import { hashPassword } from "./auth/index.js";
import { type Database, openDatabase, queryRows } from "./db/index.js";

/**
 * Two real server processes on different ports, one scratch PostgreSQL database, one Redis and
 * one upload folder: what docs/processes.md promises and no other test shows. (The per-IP limits,
 * password tries, chat fan-out, logout, settings and the kill have tests of their own, listed there.)
 */
const reason = await whyNoServices({ redis: true });
reportMissing(reason, "two server processes (acceptance)");

type Answer = { code: number; msg: string; data: any; error?: string };

describe.skipIf(reason !== null)("two server processes on one PostgreSQL and Redis", () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let shopper = "";
  let fixture: Awaited<ReturnType<typeof buildCatalogueFixture>>;
  const base = (i: number) => (i % 2 === 0 ? a.url : b.url);

  const post = async (url: string, body: object, token?: string): Promise<Answer> => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
  const upload = async (url: string, token: string, file: Buffer, purpose?: string): Promise<Answer> => {
    const form = new FormData();
    if (purpose) form.append("purpose", purpose);
    form.append("file", new Blob([new Uint8Array(file)]), "picture.png");
    const res = await fetch(url, { method: "POST", headers: { token }, body: form });
    return (await res.json()) as Answer;
  };

  let env: Record<string, string> = {};

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_two");
    smtp = await startSmtpReceiver();
    env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      DATA_DIR: scratch.dataDir, // one UPLOAD_DIR for both
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "info", // the job runners say how many timers they ran
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused", poolSize: 2 });
    await seedCategories(database.db);
    fixture = await buildCatalogueFixture(database.db);
    await accountsAdmin.createUserDirect(database.db, {
      email: "ada@two.test",
      password: "secret123",
      nickname: "ada",
    });
    shopper = (await post(`${a.url}/api/wanlshop/user/login`, { account: "ada@two.test", password: "secret123" })).data
      .userinfo.token;
    const address = await post(
      `${b.url}/api/wanlshop/address/address`,
      { type: "add", data: berlinAddress() },
      shopper,
    );
    expect(address.code).toBe(1);
  }, 200_000);
  afterAll(async () => {
    await stopServers(a, b);
    await database?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  it("sends one code a minute to an address, however many sends reach which process at once", async () => {
    const email = "new.one@two.test";
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(`${base(i)}/api/ems/send`, { email, event: "register" })),
    );
    expect(answers.filter((r) => r.code === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.error === "send_too_frequent")).toHaveLength(5);
    await smtp.codeFor(email);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    // a minute later on either process the send stays refused
    for (const i of [0, 1])
      expect((await post(`${base(i)}/api/ems/send`, { email, event: "register" })).error).toBe("send_too_frequent");
  });

  it("burns a code after 5 wrong tries spread over both processes", async () => {
    const email = "tries@two.test";
    expect((await post(`${b.url}/api/ems/send`, { email, event: "register" })).code).toBe(1);
    const code = await smtp.codeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post(`${base(i)}/api/wanlshop/user/register`, { email, password: "secret123", captcha: wrong });
      expect(res.error).toBe("captcha_incorrect");
    }
    const right = await post(`${a.url}/api/wanlshop/user/register`, { email, password: "secret123", captcha: code });
    expect(right.error).toBe("captcha_incorrect");
  });

  it("counts 5 tries and burns the code when 40 wrong guesses reach both processes at once", async () => {
    const email = "guesses@two.test";
    expect((await post(`${a.url}/api/ems/send`, { email, event: "register" })).code).toBe(1);
    const code = await smtp.codeFor(email);
    // every guess but the right one: which of them are compared decides nothing
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(
      guesses.map((captcha, i) =>
        post(`${base(i)}/api/wanlshop/user/register`, { email, password: "secret123", captcha }),
      ),
    );
    expect(answers.every((r) => r.error === "captcha_incorrect")).toBe(true);
    const [row] = await queryRows<{ attempts: number; burnt: boolean }>(
      database.db,
      sql`select attempts, used_at is not null as burnt from email_codes where email = ${email}`,
    );
    expect(row).toEqual({ attempts: 5, burnt: true });
    const right = await post(`${b.url}/api/wanlshop/user/register`, { email, password: "secret123", captcha: code });
    expect(right.error).toBe("captcha_incorrect");
  });

  it("blocks payments after 5 wrong fund passwords spread over both processes", async () => {
    expect((await post(`${a.url}/api/ems/send`, { event: "paypass" }, shopper)).code).toBe(1);
    const captcha = await smtp.codeFor("ada@two.test");
    expect((await post(`${b.url}/api/wanlshop/user/pay_pass_edit`, { payPass: "135790", captcha }, shopper)).code).toBe(
      1,
    );
    const order = await post(
      `${a.url}/api/wanlshop/order/addOrder`,
      { goods_id: fixture.goods.sweater.id, number: 1 },
      shopper,
    );
    const pay = (i: number, pay_password: string) =>
      post(`${base(i)}/api/wanlshop/pay/payment`, { order_ids: order.data.order_ids, pay_password }, shopper);
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) answers.push((await pay(i, "000001")).error);
    expect(answers).toEqual([...Array(4).fill("pay_password_error"), "too_many_attempts"]);
    for (const i of [0, 1]) expect((await pay(i, "135790")).error).toBe("too_many_attempts");
  });

  it("serves a file stored through one process from the other: public pictures and private vouchers", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const pub = await upload(`${a.url}/api/common/upload`, shopper, png);
    expect(pub.code).toBe(1);
    const fromB = await fetch(`${b.url}${pub.data.url}`);
    expect(fromB.status).toBe(200);
    expect((await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).width).toBe(40);

    const voucher = await upload(`${b.url}/api/common/upload`, shopper, await voucherImage(), "voucher");
    expect(voucher.code).toBe(1);
    const signed = await fetch(`${a.url}${voucher.data.preview}`);
    expect(signed.status).toBe(200);
    expect((await sharp(Buffer.from(await signed.arrayBuffer())).metadata()).format).toBe("webp");
    // and private stays private on the other process too
    const direct = (await (await fetch(`${a.url}/uploads/${voucher.data.url}`)).json()) as Answer;
    expect(direct.error).toBe("not_found");
  });

  it("holds the chat send rate (30 in 10 s) across both processes", async () => {
    const message = { type: "text", content: { text: "hello" } };
    const answers: Answer[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(await post(`${base(i)}/api/wanlshop/chat/send`, { to_id: 0, message }, shopper));
    expect(answers.slice(0, 30).every((r) => r.code === 1)).toBe(true);
    expect(answers[30]?.error).toBe("rate_limited");
    expect((await post(`${b.url}/api/wanlshop/chat/send`, { to_id: 0, message }, shopper)).error).toBe("rate_limited");
  });

  it("counts a search's total and loads a shop's card once for both processes (the shared cache tier)", async () => {
    const search = async (url: string, sort: string) =>
      (await (await fetch(`${url}/api/wanlshop/product/lists?type=goods&search=dress&${sort}`)).json()) as Answer;
    const counted = (await search(a.url, "sort=price&order=asc")).data;
    expect(counted.total).toBeGreaterThan(0);
    const sweater = (await (
      await fetch(`${a.url}/api/wanlshop/product/goods?id=${fixture.goods.sweater.id}`)
    ).json()) as Answer;
    expect(sweater.data.shop.shopname).toBe("Nordic Wool Co");

    // straight in the database, so no eviction tells either process
    await database.db.execute(sql`insert into goods (title, category_id, shop_id, image, price_minor, stock)
      values ('Shared Count Dress', 101, ${fixture.shops.nordic.id}, '/uploads/public/seed/x.webp', 1000, 5)`);
    await refreshGoodsSearchText(database.db);
    await database.db.execute(sql`update shops set name = 'Renamed Wool Co' where id = ${fixture.shops.nordic.id}`);

    // the other process lists its own page (the new dress is on it) but answers the first one's count
    const other = (await search(b.url, "sort=price&order=desc")).data;
    expect(other.data.map((g: { title: string }) => g.title)).toContain("Shared Count Dress");
    expect(other.total).toBe(counted.total);
    // and the first one's shop card
    const onB = (await (
      await fetch(`${b.url}/api/wanlshop/product/goods?id=${fixture.goods.sweater.id}`)
    ).json()) as Answer;
    expect(onB.data.shop.shopname).toBe("Nordic Wool Co");
  });

  it("after a merchant's change through one process, the other loads the total and the shop card afresh", async () => {
    const owner = async (email: string) =>
      (await post(`${a.url}/api/wanlshop/user/login`, { account: email, password: "owner-pass" })).data.userinfo
        .token as string;
    const total = async (url: string) =>
      ((await (await fetch(`${url}/api/wanlshop/product/lists?type=goods&search=linen`)).json()) as Answer).data.total;
    const shopOf = async (url: string, goodsId: number) =>
      ((await (await fetch(`${url}/api/wanlshop/product/goods?id=${goodsId}`)).json()) as Answer).data.shop;

    // the first process counts and loads, so the shared tier holds them; the second has read neither
    expect(await total(a.url)).toBe(1);
    expect((await shopOf(a.url, fixture.goods.phone.id)).bio).toBe("Phones and gadgets");

    const nordic = await owner("a@shops.test");
    const off = await post(
      `${a.url}/api/wanlshop/shop/goods/shelf`,
      { id: fixture.goods.linen.id, status: "off" },
      nordic,
    );
    expect(off.code).toBe(1);
    const tokyo = await owner("b@shops.test");
    const settings = (await post(`${a.url}/api/wanlshop/shop/setting`, {}, tokyo)).data;
    const saved = await post(
      `${a.url}/api/wanlshop/shop/setting_save`,
      {
        shopname: settings.shopname,
        avatar: settings.avatar,
        logo: settings.logo,
        banner: settings.banner,
        bio: "Phones, tablets and gadgets",
        welcome: settings.welcome,
        hours: settings.hours,
      },
      tokyo,
    );
    expect(saved.code).toBe(1);

    expect(await total(b.url)).toBe(0);
    expect((await shopOf(b.url, fixture.goods.phone.id)).bio).toBe("Phones, tablets and gadgets");
  });

  it("applies order timers saved through one process on the other within 3 s (docs/rules.md)", async () => {
    await createStaff(database.db, { email: "op@two.test", name: "Op", role: "operator", password: "staff-pass-1" });
    const operator = (await post(`${a.url}/api/admin/auth/login`, { account: "op@two.test", password: "staff-pass-1" }))
      .data.token as string;
    const goodsId = fixture.goods.sweater.id;
    await database.db.execute(sql`update goods set stock = 100 where id = ${goodsId}`);
    const minutesOfNewOrder = async () => {
      const res = await post(`${b.url}/api/wanlshop/order/addOrder`, { goods_id: goodsId, number: 1 }, shopper);
      expect(res.code, res.msg).toBe(1);
      const [job] = await queryRows<{ m: number }>(
        database.db,
        sql`select round(extract(epoch from due_at - now()) / 60)::int as m from order_jobs
          where kind = 'unpaid_cancel' and order_id = ${res.data.order_ids[0]}`,
      );
      return job?.m;
    };
    const before = (await post(`${b.url}/api/admin/rules/order_timers`, {}, operator)).data.timers;
    expect(await minutesOfNewOrder()).toBe(before.unpaid_cancel_minutes); // B holds the old timers now
    const saved = await post(
      `${a.url}/api/admin/rules/order_timers_save`,
      { ...before, unpaid_cancel_minutes: 30 },
      operator,
    );
    expect(saved.code, saved.msg).toBe(1);
    const at = Date.now();
    while ((await minutesOfNewOrder()) !== 30) {
      expect(Date.now() - at).toBeLessThan(3_000 + 1_000); // the bound, and a second for the calls
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it("cancels each due unpaid order once while both processes' timers take them: stock back once", async () => {
    const goodsId = fixture.goods.scarf.id;
    const STOCK = 100;
    // more than one runner's batch (50), so both processes take some while both run
    const ORDERS = 60;
    await database.db.execute(sql`update goods set stock = ${STOCK} where id = ${goodsId}`);
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await post(`${base(i)}/api/wanlshop/order/addOrder`, { goods_id: goodsId, number: 1 }, shopper);
      expect(res.code, res.msg).toBe(1);
      ids.push(res.data.order_ids[0]);
    }
    const stock = async () =>
      (await queryRows<{ stock: number }>(database.db, sql`select stock from goods where id = ${goodsId}`))[0]?.stock;
    expect(await stock()).toBe(STOCK - ORDERS);
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // due now: both processes' runners (every 5 s) find them
    await database.db.execute(
      sql`update order_jobs set due_at = now() - interval '1 second' where kind = 'unpaid_cancel' and order_id in (${list})`,
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [open] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from order_jobs where kind = 'unpaid_cancel' and order_id in (${list}) and done_at is null`,
      );
      if (open?.n === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const orders = await queryRows<{ state: number }>(database.db, sql`select state from orders where id in (${list})`);
    expect(orders.map((o) => o.state)).toEqual(Array(ORDERS).fill(7));
    expect(await stock()).toBe(STOCK);
    const jobs = await queryRows<{ attempts: number }>(
      database.db,
      sql`select attempts from order_jobs where kind = 'unpaid_cancel' and order_id in (${list})`,
    );
    expect(jobs.map((j) => j.attempts)).toEqual(Array(ORDERS).fill(1));
    const events = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from order_events where kind = 'cancelled' and order_id in (${list}) group by order_id`,
    );
    expect(events.map((e) => e.n)).toEqual(Array(ORDERS).fill(1));
    const notices = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from notices where modules = 'order' and text->>'key' = 'notice.order_cancelled_unpaid'
        and modules_id in (${list}) group by modules_id`,
    );
    expect(notices.map((n) => n.n)).toEqual(Array(ORDERS).fill(1));
    const ran = (log: string) =>
      [...log.matchAll(/"jobs":(\d+)[^\n]*"msg":"order timers ran"/g)].reduce((n, m) => n + Number(m[1]), 0);
    // the runners log after their batch, through a pipe from each child process: wait for the lines
    await expect.poll(() => ran(a.log()) + ran(b.log()), { timeout: 5_000 }).toBe(ORDERS);
    expect(ran(a.log())).toBeGreaterThan(0);
    expect(ran(b.log())).toBeGreaterThan(0);
  }, 60_000);
  it("loses no money when a third process is killed (SIGKILL) mid-checkout, and the others keep serving", async () => {
    const FUNDING = 100_000n; // $1,000 each
    const goodsId = fixture.goods.scarf.id;
    const STOCK = 10_000;
    await database.db.execute(sql`update goods set stock = ${STOCK} where id = ${goodsId}`);
    const payHash = await hashPassword("135790");
    const buyers: { id: number; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await accountsAdmin.createUserDirect(database.db, {
        email: `k${i}@two.test`,
        password: "secret123",
        nickname: `k${i}`,
      });
      await database.db.execute(sql`update users set pay_password_hash = ${payHash} where id = ${u.id}`);
      await database.db.transaction((tx) =>
        moveMoney(tx, {
          type: "recharge",
          reference: `two-kill-seed:${u.id}`,
          actor: "test",
          postings: [
            { account: "external:recharge", amount: -FUNDING },
            { account: walletOf(u.id), amount: FUNDING },
          ],
        }),
      );
      const login = await post(`${b.url}/api/wanlshop/user/login`, { account: u.email, password: "secret123" });
      const token = login.data.userinfo.token as string;
      expect(
        (await post(`${b.url}/api/wanlshop/address/address`, { type: "add", data: berlinAddress() }, token)).code,
      ).toBe(1);
      buyers.push({ id: u.id, token });
    }
    const c = await spawnServer(env);
    let killedAt = 0;
    let stop = false;
    const paidThroughBAfterKill: number[] = [];
    const buy = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const through = (w + n) % 2 === 0 ? c.url : b.url;
        const buyer = buyers[w % buyers.length] as { token: string };
        try {
          const placed = await post(
            `${through}/api/wanlshop/order/addOrder`,
            { goods_id: goodsId, number: 1 },
            buyer.token,
          );
          if (placed.code !== 1) continue;
          const paid = await post(
            `${through}/api/wanlshop/pay/payment`,
            { order_ids: placed.data.order_ids, pay_password: "135790" },
            buyer.token,
          );
          if (paid.code === 1 && through === b.url && killedAt) paidThroughBAfterKill.push(placed.data.order_ids[0]);
        } catch {
          // the killed process's connections fail: the load goes on through the other
        }
      }
    };
    const burst = Array.from({ length: 8 }, (_, w) => buy(w));
    await new Promise((r) => setTimeout(r, 1_500));
    c.child.kill("SIGKILL");
    killedAt = Date.now();
    await new Promise((r) => setTimeout(r, 1_500));
    stop = true;
    await Promise.all(burst);
    await stopServers(c);

    // the other process kept paying orders after the kill
    expect(paidThroughBAfterKill.length).toBeGreaterThan(0);
    // the books balance
    const check = await runScript("ledger:check", { DATABASE_URL: scratch.url });
    expect(check.out).toContain("the books balance");
    expect(check.code).toBe(0);
    // every order is whole: paid with exactly one payment entry, or unpaid with none
    const ids = sql.join(
      buyers.map((x) => sql`${x.id}`),
      sql`, `,
    );
    const orders = await queryRows<{ id: number; state: number; pay_minor: string; entries: number }>(
      database.db,
      sql`select o.id, o.state, o.pay_minor,
            (select count(*)::int from ledger_entries e where e.reference = 'order:' || o.id || ':pay') as entries
          from orders o where o.user_id in (${ids})`,
    );
    expect(orders.length).toBeGreaterThan(paidThroughBAfterKill.length);
    for (const o of orders) expect(o.entries, `order ${o.id} in state ${o.state}`).toBe(o.state === 2 ? 1 : 0);
    expect(orders.filter((o) => o.state === 2).length).toBeGreaterThan(0);
    // each wallet holds its funding less what its paid orders cost
    for (const buyer of buyers) {
      const [w] = await queryRows<{ balance: string; paid: string }>(
        database.db,
        sql`select (select balance_minor from ledger_accounts where code = ${walletOf(buyer.id)}) as balance,
              (select coalesce(sum(pay_minor), 0) from orders where user_id = ${buyer.id} and state = 2) as paid`,
      );
      expect(BigInt(w?.balance ?? "0")).toBe(FUNDING - BigInt(w?.paid ?? "0"));
    }
    // the stock taken is the stock the orders hold
    const [held] = await queryRows<{ n: number; stock: number }>(
      database.db,
      sql`select (select coalesce(sum(l.number), 0)::int from order_goods l join orders o on o.id = l.order_id
                  where o.user_id in (${ids}) and l.goods_id = ${goodsId}) as n,
             (select stock from goods where id = ${goodsId}) as stock`,
    );
    expect((held?.stock ?? 0) + (held?.n ?? 0)).toBe(STOCK);
  }, 90_000);
});
