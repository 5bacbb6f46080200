import { accountsAdmin } from "../src/modules/accounts/index.js";
import { createStaff } from "../src/modules/staff/index.js";
import { shops } from "../src/schema.js";
import type { TestApp } from "./harness.js";

/** A user made directly (no mail round trip) and logged in through the real login call. */
export async function quickUser(t: TestApp, email: string) {
  const user = await accountsAdmin.createUserDirect(t.database.db, {
    email,
    password: "secret123",
    nickname:
      email
        .split("@")[0]
        ?.replace(/[^a-z0-9]/gi, "")
        .slice(0, 20) || "user",
  });
  const login = await t.post("/api/wanlshop/user/login", { account: email, password: "secret123", top: 1 });
  if (login.code !== 1) throw new Error(`login failed: ${login.msg}`);
  return { token: login.data.userinfo.token as string, userId: user.id };
}

/** A shop owned by a fresh user; returns the shop id. */
export async function quickShop(t: TestApp, name: string) {
  const owner = await accountsAdmin.createUserDirect(t.database.db, {
    email: `${name.toLowerCase().replace(/\W+/g, "")}@owners.test`,
    password: "owner-pass",
    nickname: `o_${name.replace(/\W+/g, "").slice(0, 16)}`,
  });
  const [shop] = await t.database.db.insert(shops).values({ userId: owner.id, name }).returning();
  return (shop as { id: number }).id;
}

/** A staff member of that role, logged in to the console; returns the staff token. */
export async function staffToken(t: TestApp, email: string, role: "admin" | "operator" | "finance" | "support") {
  await createStaff(t.database.db, { email, name: email, role, password: "staff-pass-1" });
  return (await t.post("/api/admin/auth/login", { account: email, password: "staff-pass-1" })).data.token as string;
}
