import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { inFlightSql, type TryCounter } from "../../platform/auth/try-limit.js";
import type { Db, PreparedStatement } from "../../platform/db/index.js";
import { columnsOf, queryPrepared, rowMapper } from "../../platform/db/index.js";
import { emailCodes, type UserRow, users, userTokens } from "./accounts.tables.js";
import { evictToken, evictUser } from "./session-cache.js";
import { endSockets } from "./session-sockets.js";

/**
 * The only file that reads or writes the accounts tables. Every write to a user or a token evicts
 * that user's cached sessions (session-cache.ts), but for the password-try counts (userTryCounter).
 */
export type { UserRow };

export const findUserById = async (db: Db, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;

/** The stored row, locked until the transaction ends (a change that depends on what was there). */
export const lockUser = async (db: Db, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).for("update"))[0] ?? null;

/**
 * When the fund password was last changed or the login email changed (null: never), read fresh
 * from the table: the wallet's withdrawal cool-down counts from it (docs/rules.md#wallet).
 */
export const payGuardChangedAt = async (db: Db, userId: number): Promise<Date | null> =>
  (await db.select({ at: users.payGuardChangedAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0] ?? null;

/** The login account is an email or a nickname. */
export const findUserByAccount = async (db: Db, account: string) =>
  (
    await db
      .select()
      .from(users)
      .where(or(eq(users.email, account.toLowerCase()), sql`lower(${users.nickname}) = ${account.toLowerCase()}`))
      .limit(1)
  )[0] ?? null;

export const findUserByInviteCode = async (db: Db, code: string) =>
  (await db.select().from(users).where(eq(users.inviteCode, code.toUpperCase())))[0] ?? null;

export const nicknameTaken = async (db: Db, nickname: string, exceptUserId = 0) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.nickname}) = ${nickname.toLowerCase()}`, sql`${users.id} <> ${exceptUserId}`))
  ).length > 0;

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row as UserRow;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  evictUser(db, id);
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row as UserRow;
}

// password tries

/** Which password's tries: the login password's or the payment (fund) password's. */
export type TryKind = "login" | "pay";

/**
 * The try counter's statements on one kind's columns (the count, the block's end, the tries in
 * flight), prepared (fixed texts: a payment runs two of them on its hot path, bench/README.md,
 * Checkout). $1 is always the user's id, $2 the try's token where one is named.
 */
function tryStatements(kind: TryKind) {
  const [count, until, inFlight] =
    kind === "pay"
      ? ["pay_failures", "pay_blocked_until", "pay_in_flight"]
      : ["failed_logins", "login_blocked_until", "login_in_flight"];
  const running = `coalesce(${until} > now(), false)`;
  const held = inFlightSql(`users.${inFlight}`);
  const st = (step: string, text: string): PreparedStatement => ({ name: `accounts_try_${step}_${kind}_v2`, text });
  return {
    /** $3 the most tries counted and in flight at once, $4 the lease in ms */
    claim: st(
      "claim",
      `update users set ${inFlight} = ${held.live} || jsonb_build_object($2::text, ${held.nowMs} + $4::int),
          ${until} = null
        where id = $1 and not ${running} and ${count} + ${held.count} < $3 returning 1`,
    ),
    /** $2 the most tries counted at once */
    state: st("state", `select ${running} as blocked, ${count} >= $2 as spent from users where id = $1`),
    release: st("release", `update users set ${inFlight} = ${inFlight} - $2::text where id = $1`),
    clear: st(
      "clear",
      `update users set ${count} = 0, ${until} = null, ${inFlight} = ${inFlight} - $2::text where id = $1`,
    ),
    fail: st(
      "fail",
      `update users set ${count} = case when ${running} then ${count} else ${count} + 1 end,
          ${inFlight} = ${inFlight} - $2::text
        where id = $1 returning ${count} as count`,
    ),
    /** $2 the block's length in ms, $3 the count that starts it */
    block: st(
      "block",
      `update users set ${count} = 0, ${until} = now() + $2::int * interval '1 millisecond'
        where id = $1 and not ${running} and ${count} >= $3 returning ${count} as count`,
    ),
  };
}
const TRY_STATEMENTS = { pay: tryStatements("pay"), login: tryStatements("login") };

/**
 * A user's count of wrong tries in a row, on the login or the payment columns, as the try limit
 * (platform/auth/try-limit.ts) uses it: each step one statement. These columns are read only here,
 * fresh, never from a cached session row, so writing them evicts nothing (a payment's try would
 * otherwise empty the user's cached sessions on every process twice).
 */
export function userTryCounter(db: Db, id: number, kind: TryKind): TryCounter {
  const st = TRY_STATEMENTS[kind];
  return {
    async claim(token, max, leaseMs) {
      if ((await queryPrepared(db, st.claim, [id, token, max, leaseMs])).length) return "taken";
      const [state] = await queryPrepared<{ blocked: boolean; spent: boolean }>(db, st.state, [id, max]);
      return !state || state.blocked ? "blocked" : state.spent ? "spent" : "full";
    },
    async release(token) {
      await queryPrepared(db, st.release, [id, token]);
    },
    async clear(token) {
      await queryPrepared(db, st.clear, [id, token]);
    },
    async fail(token) {
      const [row] = await queryPrepared<{ count: number }>(db, st.fail, [id, token]);
      return row?.count ?? 0;
    },
    async block(max, blockMs) {
      const rows = await queryPrepared(db, st.block, [id, blockMs, max]);
      return rows.length > 0;
    },
  };
}

// sessions

export async function insertToken(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  from: { ip: string; userAgent: string },
): Promise<void> {
  await db.insert(userTokens).values({ userId, tokenHash, expiresAt, ip: from.ip, userAgent: from.userAgent });
}

/**
 * The account behind a live session token, in one query (every signed-in call asks this first
 * when the session is not cached): prepared, its row mapped as Drizzle's select of users maps it.
 * $1 the token's hash, $2 now.
 */
const SESSION_USER: PreparedStatement = {
  name: "accounts_session_user_v1",
  text: `select ${columnsOf(users, "users")}, "user_tokens"."expires_at" as "token_expires_at"
    from "user_tokens" inner join "users" on "users"."id" = "user_tokens"."user_id"
    where "user_tokens"."token_hash" = $1 and "user_tokens"."revoked_at" is null and "user_tokens"."expires_at" > $2`,
};
const userOf = rowMapper(users);

export async function findSessionUser(db: Db, tokenHash: string): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await queryPrepared<Record<string, unknown> & { token_expires_at: Date }>(db, SESSION_USER, [
    tokenHash,
    new Date(),
  ]);
  return row ? { user: userOf(row), expiresAt: new Date(row.token_expires_at) } : null;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  evictToken(db, tokenHash);
  const rows = await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(eq(userTokens.tokenHash, tokenHash))
    .returning({ userId: userTokens.userId });
  for (const { userId } of rows) endSockets(db, userId, { session: tokenHash });
}

/** Revokes every session of a user, but the one named if any; their sockets close too. */
export async function revokeOtherTokens(db: Db, userId: number, keepHash: string | null): Promise<void> {
  evictUser(db, userId);
  endSockets(db, userId, keepHash ? { except: keepHash } : {});
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.revokedAt),
        keepHash ? sql`${userTokens.tokenHash} <> ${keepHash}` : undefined,
      ),
    );
}

// email codes

export const lockEmail = (db: Db, email: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);

export async function lastCodeSentAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function countCodesSince(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertCode(db: Db, v: typeof emailCodes.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailCodes).values(v).returning({ id: emailCodes.id });
  return (row as { id: number }).id;
}

export const deleteCode = (db: Db, id: number) => db.delete(emailCodes).where(eq(emailCodes.id, id));

/** The newest live code for this email and event. */
export async function findLiveCode(db: Db, email: string, event: string) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.event, event),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try; the fifth burns the code. */
/**
 * Counts a try on a live code before the code is compared, in one statement, so tries sent at
 * once (to one process or several) get `max` comparisons and no more. False: none is left.
 */
export async function claimCodeTry(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), sql`${emailCodes.attempts} < ${max}`))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}

/** A right code gives its claimed try back: only wrong codes count. */
export async function releaseCodeTry(db: Db, id: number): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`greatest(${emailCodes.attempts} - 1, 0)` })
    .where(eq(emailCodes.id, id));
}

/** A wrong code that used the last try burns the code. */
export async function burnSpentCode(db: Db, id: number, max: number): Promise<void> {
  await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), sql`${emailCodes.attempts} >= ${max}`));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Nickname and avatar of several users, for showing who wrote a review or a message. */
export async function publicProfiles(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { nickname: string; avatar: string }>();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, avatar: r.avatar }]));
}

/** SQL that is true when the user with this id has a frozen wallet (for the ledger's lock query). */
export const frozenUserSql = (userId: SQL) =>
  sql`exists (select 1 from users fu where fu.id = ${userId} and fu.money_locked)`;

/** The interface language a user last used (Lang), for texts read away from a request (mail, pushes). */
export async function rememberLanguage(db: Db, id: number, lang: string): Promise<void> {
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, id), ne(users.lang, lang)));
}

/** The last language of each of these users ("en" for one not found). */
export async function languagesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, lang: users.lang }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.lang]));
}
