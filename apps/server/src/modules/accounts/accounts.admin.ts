import { isEmail } from "@mp/contracts";
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { hashPassword, newReadableCode } from "../../platform/auth/index.js";
import { containing, countWhere, type Db, type PageAsk, pageOf } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import * as repo from "./accounts.repo.js";
import { users, userTokens } from "./accounts.tables.js";

/**
 * The user's last login: their newest session's start (every login opens one). The outer row is
 * named in full: in a select from one table drizzle writes `${users.id}` as a bare "id", which
 * inside this subquery is the token's own id, so every row got the same (someone else's) time.
 */
const lastLogin = sql<Date | null>`(select max(t.created_at) from user_tokens t where t.user_id = "users"."id")`;

/**
 * What the staff console may do to user accounts. The staff module checks roles and audits.
 * The list searches a part of the e-mail or nickname, or a user id (a keyword of digits).
 */
export function listUsers<R>(db: Db, ask: PageAsk, keyword: string | undefined, present: (rows: UserListRow[]) => R[]) {
  const k = keyword?.trim();
  const like = k ? containing(k) : "";
  const byId = k && /^\d{1,9}$/.test(k) ? eq(users.id, Number(k)) : undefined;
  const where = k ? or(byId, ilike(users.email, like), ilike(users.nickname, like)) : undefined;
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        status: users.status,
        moneyLocked: users.moneyLocked,
        lastLoginAt: lastLogin,
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
  moneyLocked: boolean;
  lastLoginAt: Date | string | null;
  createdAt: Date;
}

/** One user's profile for the console: never a password or a token. Null when there is none. */
export async function userProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      avatar: users.avatar,
      status: users.status,
      moneyLocked: users.moneyLocked,
      inviteCode: users.inviteCode,
      invitedBy: users.invitedBy,
      createdAt: users.createdAt,
      lastLoginAt: lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, liveSessions: await countLiveSessions(db, userId) };
}

const live = (userId: number) =>
  and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, new Date()));

async function countLiveSessions(db: Db, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(userTokens).where(live(userId));
  return Number(r?.n ?? 0);
}

/** A user's logins, newest first: each login opened one session (when, until when, ended when). */
export function userLogins<R>(db: Db, ask: PageAsk, userId: number, present: (rows: LoginRow[]) => R[]) {
  const where = eq(userTokens.userId, userId);
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: userTokens.id,
        createdAt: userTokens.createdAt,
        expiresAt: userTokens.expiresAt,
        revokedAt: userTokens.revokedAt,
        ip: userTokens.ip,
        userAgent: userTokens.userAgent,
      })
      .from(userTokens)
      .where(where)
      .orderBy(desc(userTokens.id))
      .limit(limit)
      .offset(offset);
  return pageOf(ask, { rows, total: () => countWhere(db, userTokens, where) }, present);
}

export interface LoginRow {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string;
  userAgent: string;
}

/**
 * Ends every session of the user ("force logout"): the tokens are revoked, the cached sessions
 * evicted in every process and the sockets closed once `db` commits (accounts.repo.ts).
 */
export async function logoutEverywhere(db: Db, userId: number) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError("user_not_found", { field: "user_id" });
  const before = await countLiveSessions(db, userId);
  await repo.revokeOtherTokens(db, userId, null);
  return { before: { live_sessions: before }, after: { live_sessions: 0 } };
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
export async function createUserDirect(
  db: Db,
  v: {
    email: string;
    password: string;
    nickname: string;
    /** the fund password already hashed with the install's key (platform/auth hashPin): the demo history's buyers */
    payPasswordHash?: string;
  },
) {
  if (!isEmail(v.email)) throw new AppError("email_incorrect", { field: "email" });
  return repo.insertUser(db, {
    email: v.email.toLowerCase(),
    nickname: v.nickname,
    passwordHash: await hashPassword(v.password),
    inviteCode: newReadableCode(8),
    ...(v.payPasswordHash ? { payPasswordHash: v.payPasswordHash } : {}),
  });
}

/** Freezes or unfreezes a wallet ("money status locked"); the finance desk audits it. */
export async function setMoneyLocked(db: Db, userId: number, locked: boolean) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError("user_not_found");
  await repo.updateUser(db, userId, { moneyLocked: locked });
  return { before: user.moneyLocked, after: locked };
}

/**
 * Users a staff search means: a part of the e-mail or of the nickname (case-insensitive), at most
 * `limit` ids, newest first; for another list searched by its people (the console's shops by owner).
 */
export async function userIdsContaining(db: Db, keyword: string, limit = 200): Promise<number[]> {
  const k = keyword.trim();
  if (!k) return [];
  const like = containing(k);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, like), ilike(users.nickname, like)))
    .orderBy(desc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** E-mails and nicknames of these users, for the console's lists (a shop's owner). */
export async function ownersOf(db: Db, ids: number[]): Promise<Map<number, { email: string; nickname: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { email: r.email, nickname: r.nickname }]));
}

/** Who a staff list's row belongs to: the user's nickname and e-mail ("" when the user is gone). */
export interface UserLabel {
  user_nickname: string;
  user_email: string;
}

/**
 * Adds `user_nickname` and `user_email` to each row of a staff console list, by its `user_id`, in
 * one query: the console names people instead of showing bare ids. Staff only: shoppers never see
 * another user's e-mail.
 */
export async function withUserLabels<T extends { user_id?: number | null }>(
  db: Db,
  rows: T[],
): Promise<(T & UserLabel)[]> {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => typeof id === "number"))];
  const people = await ownersOf(db, ids);
  return rows.map((r) => {
    const u = r.user_id == null ? undefined : people.get(r.user_id);
    return { ...r, user_nickname: u?.nickname ?? "", user_email: u?.email ?? "" };
  });
}
