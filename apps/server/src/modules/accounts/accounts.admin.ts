import { isEmail } from "@mp/contracts";
import { desc, eq, ilike, or } from "drizzle-orm";
import { hashPassword, newReadableCode } from "../../platform/auth/index.js";
import { countWhere, type Db, type PageAsk, pageOf } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import * as repo from "./accounts.repo.js";
import { users } from "./accounts.tables.js";

/** What the staff console may do to user accounts. The staff module checks roles and audits. */
export function listUsers<R>(db: Db, ask: PageAsk, keyword: string | undefined, present: (rows: UserListRow[]) => R[]) {
  const where = keyword ? or(ilike(users.email, `%${keyword}%`), ilike(users.nickname, `%${keyword}%`)) : undefined;
  const rows = (limit: number, offset: number) =>
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
      .limit(limit)
      .offset(offset);
  return pageOf(ask, { rows, total: () => countWhere(db, users, where) }, present);
}

export interface UserListRow {
  id: number;
  email: string;
  nickname: string;
  status: string;
  createdAt: Date;
}

export async function countUsers(db: Db) {
  const [all, locked] = await Promise.all([countWhere(db, users), countWhere(db, users, eq(users.status, "locked"))]);
  return { users: all, locked };
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
  if (!isEmail(v.email)) throw new AppError("email_incorrect", { field: "email" });
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
