import type { StaffRole } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { shops } from "../../schema.js";

/**
 * The access matrix of the staff console: who may call each `/api/admin/...` route. Admin may
 * call every one; "any" is every signed-in staff member. A route registered under /api/admin/
 * and missing here fails the test by name: a new route must be added with its roles.
 */
const ANY = "any" as const;
const ROUTES: Record<string, readonly Exclude<StaffRole, "admin">[] | typeof ANY> = {
  "/api/admin/auth/logout": ANY,
  "/api/admin/auth/me": ANY,
  "/api/admin/auth/change_password": ANY,
  "/api/admin/dashboard/stats": ANY,
  "/api/admin/audit/list": [],
  "/api/admin/outbox/list": [],
  "/api/admin/users/list": ["operator", "finance"],
  "/api/admin/users/detail": ["operator", "finance"],
  "/api/admin/users/ledger": ["operator", "finance"],
  "/api/admin/users/orders": ["operator"],
  "/api/admin/users/logins": ["operator"],
  "/api/admin/users/lock": ["operator"],
  "/api/admin/users/logout_all": ["operator"],
  "/api/admin/staff/list": [],
  "/api/admin/staff/add": [],
  "/api/admin/staff/save": [],
  "/api/admin/staff/disable": [],
  "/api/admin/staff/reset_password": [],
  "/api/admin/upload": ["operator", "finance"],
  "/api/admin/category/list": ["operator"],
  "/api/admin/category/add": ["operator"],
  "/api/admin/category/save": ["operator"],
  "/api/admin/category/move": ["operator"],
  "/api/admin/brand/list": ["operator"],
  "/api/admin/brand/add": ["operator"],
  "/api/admin/brand/save": ["operator"],
  "/api/admin/supplier_goods/list": ["operator"],
  "/api/admin/supplier_goods/detail": ["operator"],
  "/api/admin/supplier_goods/add": ["operator"],
  "/api/admin/supplier_goods/save": ["operator"],
  "/api/admin/supplier_goods/shelf": ["operator"],
  "/api/admin/goods/list": ["operator"],
  "/api/admin/goods/takedown": ["operator"],
  "/api/admin/goods/restore": ["operator"],
  "/api/admin/banner/list": ["operator"],
  "/api/admin/banner/add": ["operator"],
  "/api/admin/banner/save": ["operator"],
  "/api/admin/banner/del": ["operator"],
  "/api/admin/content/app_config": ["operator"],
  "/api/admin/content/app_config_save": ["operator"],
  "/api/admin/content/footer": ["operator"],
  "/api/admin/content/footer_save": ["operator"],
  "/api/admin/agreement/list": ["operator"],
  "/api/admin/agreement/detail": ["operator"],
  "/api/admin/agreement/preview": ["operator"],
  "/api/admin/agreement/save": ["operator"],
  "/api/admin/rules/store_levels": ["operator"],
  "/api/admin/rules/store_levels_save": ["operator"],
  "/api/admin/rules/money_rates": ["finance"],
  "/api/admin/rules/money_rates_save": ["finance"],
  "/api/admin/rules/withdraw": ["finance"],
  "/api/admin/rules/withdraw_save": ["finance"],
  "/api/admin/rules/recharge": ["finance"],
  "/api/admin/rules/recharge_save": ["finance"],
  "/api/admin/delivery/rules": ["operator"],
  "/api/admin/delivery/save": ["operator"],
  "/api/admin/rules/order_timers": ["operator"],
  "/api/admin/rules/order_timers_save": ["operator"],
  "/api/admin/coupon/add": ["operator"],
  "/api/admin/coupon/list": ["operator"],
  "/api/admin/coupon/save": ["operator"],
  "/api/admin/coupon/end": ["operator"],
  "/api/admin/coupon/del": ["operator"],
  "/api/admin/supplier/queue": ["operator"],
  "/api/admin/supplier/ship": ["operator"],
  "/api/admin/shop/applications": ["operator"],
  "/api/admin/shop/review": ["operator"],
  "/api/admin/shop/name_changes": ["operator"],
  "/api/admin/shop/name_review": ["operator"],
  "/api/admin/shop/list": ["operator"],
  "/api/admin/shop/lock": ["operator"],
  "/api/admin/shop/bond_refunds": ["finance"],
  "/api/admin/shop/bond_refund_review": ["finance"],
  "/api/admin/finance/recharges": ["finance"],
  "/api/admin/finance/recharge_review": ["finance"],
  "/api/admin/finance/withdrawals": ["finance"],
  "/api/admin/finance/withdrawal_review": ["finance"],
  "/api/admin/finance/correction": ["finance"],
  "/api/admin/finance/ledger": ["finance"],
  "/api/admin/finance/freeze": ["finance"],
  "/api/admin/finance/ledger_check": ["finance"],
  "/api/admin/refund/list": ["operator", "support"],
  "/api/admin/refund/detail": ["operator", "support"],
  "/api/admin/refund/arbitrate": ["operator", "support"],
  "/api/admin/support/shake": ["support"],
  "/api/admin/support/queue": ["support"],
  "/api/admin/support/history": ["support"],
  "/api/admin/support/staff": ["support"],
  "/api/admin/support/assign": ["support"],
  "/api/admin/support/read": ["support"],
  "/api/admin/support/send": ["support"],
};
/** the one call open to anyone: it is how a token is made */
const OPEN = new Set(["/api/admin/auth/login"]);
const STAFF_ROLES_BUT_ADMIN = ["operator", "finance", "support"] as const;

/**
 * Every route of the app with its methods, read from Fastify's route tree
 * (`printRoutes({ commonPrefix: false })`: a line per node, children indented by 4, a node's
 * path its parent's plus its own segment).
 */
export function registeredRoutes(tree: string): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const at = line.indexOf("── ");
    if (at < 0) continue;
    const depth = Math.floor(at / 4);
    const m = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3).trimEnd());
    if (!m) continue;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + (m[1] ?? "");
    stack[depth] = path;
    if (m[2]) out.push({ path, methods: m[2].split(",").map((s) => s.trim()) });
  }
  return out;
}

/** Every table's row count and a hash of its rows, in one statement (the session's last use is not a change). */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
  );
  const part = (name: string) => {
    const rows =
      name === "staff_tokens"
        ? `(select id, staff_id, token_hash, expires_at, revoked_at from staff_tokens)`
        : `"${name}"`;
    return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${rows} x`;
  };
  const rows = await queryRows<{ name: string; h: string }>(
    t.database.db,
    sql.raw(tables.map((x) => part(x.name)).join(" union all ")),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.h]));
}

describe("every /api/admin/ route refuses whoever may not call it, and changes nothing", () => {
  let t: TestApp;
  let routes: { path: string; methods: string[] }[];
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith("/api/admin/") && !OPEN.has(r.path),
    );
    tokens.shopper = (await quickUser(t, "shopper@access.test")).token;
    const merchant = await quickUser(t, "merchant@access.test");
    await t.database.db.insert(shops).values({ userId: merchant.userId, name: "Access Test Shop" });
    tokens.merchant = merchant.token;
    for (const role of STAFF_ROLES_BUT_ADMIN) tokens[role] = await staffToken(t, `${role}@access.test`, role);
  });
  afterAll(() => t.close());

  it("finds the routes, and each has its roles in the table", () => {
    expect(routes.length).toBeGreaterThan(30);
    const paths = routes.map((r) => r.path);
    // the tree's nested nodes are read: a route whose path extends another's is listed too
    expect(paths).toContain("/api/admin/finance/ledger_check");
    expect(paths).toContain("/api/admin/finance/ledger");
    const missing = paths.filter((p) => !(p in ROUTES));
    expect(missing, `routes missing from the access table: add them with their roles`).toEqual([]);
    const gone = Object.keys(ROUTES).filter((p) => !paths.includes(p));
    expect(gone, "routes in the table the app does not have").toEqual([]);
  });

  it("answers no token, a shopper and a merchant with 401 or code 0, and each wrong staff role with forbidden", async () => {
    const body = {
      id: 1,
      user_id: 1,
      shop_id: 1,
      approve: 1,
      agree: 1,
      locked: 1,
      note: "x",
      reason: "x",
      amount: "1",
    };
    const failures: string[] = [];
    for (const { path, methods } of routes) {
      const allowed = ROUTES[path];
      if (!allowed) continue;
      const method = methods.includes("POST") ? "POST" : (methods[0] ?? "POST");
      const call = async (token?: string): Promise<Json> => {
        const res = await t.app.inject({
          method: method as "POST",
          url: path,
          headers: token ? { token } : {},
          ...(method === "POST" ? { payload: body } : {}),
        });
        return res.json() as Json;
      };
      const before = await fingerprint(t);
      for (const who of ["none", "shopper", "merchant"] as const) {
        const res = await call(who === "none" ? undefined : tokens[who]);
        if (res.code !== 401 && res.code !== 0) failures.push(`${path} as ${who}: code ${res.code}`);
      }
      if (allowed !== ANY) {
        for (const role of STAFF_ROLES_BUT_ADMIN.filter((r) => !allowed.includes(r))) {
          const res = await call(tokens[role]);
          if (res.code !== 0 || res.error !== "forbidden")
            failures.push(`${path} as ${role}: code ${res.code} ${res.error ?? ""}`);
        }
      }
      const after = await fingerprint(t);
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (changed.length) failures.push(`${path} changed ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets an allowed role through (the refusals above are the roles' and not a broken route)", async () => {
    expect((await t.post("/api/admin/dashboard/stats", {}, { token: tokens.support })).code).toBe(1);
    expect((await t.post("/api/admin/refund/list", {}, { token: tokens.support })).code).toBe(1);
    expect((await t.post("/api/admin/shop/bond_refunds", {}, { token: tokens.finance })).code).toBe(1);
    expect((await t.post("/api/admin/coupon/list", {}, { token: tokens.operator })).code).toBe(1);
  });
});
