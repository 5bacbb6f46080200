import { count, desc, eq, ilike, or } from "drizzle-orm";
import { hashPassword, newReadableCode } from "../../platform/auth/index.js";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import * as repo from "./accounts.repo.js";
import { users } from "./accounts.tables.js";

/** What the staff console may do to user accounts. The staff module checks roles and audits. */
export async function listUsers(db: Db, page: number, perPage: number, keyword?: string) {
  const where = keyword ? or(ilike(users.email, `%${keyword}%`), ilike(users.nickname, `%${keyword}%`)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        status: users.status,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countUsers(db: Db) {
  const [all] = await db.select({ n: count() }).from(users);
  const [locked] = await db.select({ n: count() }).from(users).where(eq(users.status, "locked"));
  return { users: Number(all?.n ?? 0), locked: Number(locked?.n ?? 0) };
}

/** Locking ends every session at once; unlocking lets the user log in again. */
export async function setUserLocked(db: Db, userId: number, locked: boolean) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError("user_not_found");
  await repo.updateUser(db, userId, { status: locked ? "locked" : "normal" });
  if (locked) await repo.revokeOtherTokens(db, userId, null);
  return { before: user.status, after: locked ? "locked" : "normal" };
}

/** Creates a user without an email code: the demo seed and tests only. */
export async function createUserDirect(db: Db, v: { email: string; password: string; nickname: string }) {
  return repo.insertUser(db, {
    email: v.email.toLowerCase(),
    nickname: v.nickname,
    passwordHash: await hashPassword(v.password),
    inviteCode: newReadableCode(8),
  });
}

/** Freezes or unfreezes a wallet ("money status locked"); the finance desk audits it. */
export async function setMoneyLocked(db: Db, userId: number, locked: boolean) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError("user_not_found");
  await repo.updateUser(db, userId, { moneyLocked: locked });
  return { before: user.moneyLocked, after: locked };
}
