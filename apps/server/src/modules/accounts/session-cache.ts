import { afterCommit } from "../../platform/after-commit.js";
import type { Db } from "../../platform/db/index.js";
import { onEviction, publishEviction } from "../../platform/realtime/index.js";
import type { UserRow } from "./accounts.tables.js";

/**
 * Signed-in users by token hash, kept in the process for a few seconds: every signed-in call
 * looked its session up in the database, one round trip of two to four on the busiest calls
 * (chat/send, pay/payment; see bench/README.md).
 *
 * Staleness is bounded three ways. Every write to a user or a token (accounts.repo.ts is the only
 * file that makes them) evicts that user here at once and again after its transaction commits,
 * and tells the other server processes over the realtime bus (Redis, when REDIS_URL is set). A
 * lookup that started before an eviction does not put its row in the cache (the epoch check),
 * so a read racing a write cannot bring the old row back. And an entry lives at most
 * SESSION_CACHE_MS, nor past its token's expiry: the bound for changes made behind the server's
 * back (an operator's hand-written SQL), or a bus message lost between processes. Each entry's
 * life is drawn between SESSION_CACHE_MIN_MS and SESSION_CACHE_MS, so sessions cached together
 * (a thousand users signing in at once) are not all looked up again in the same second.
 */
export const SESSION_CACHE_MS = 30_000;
export const SESSION_CACHE_MIN_MS = 15_000;
/** entries kept at most; past it the oldest go first */
export const SESSION_CACHE_MAX = 100_000;
const USER = "user";
const TOKEN = "token";

interface Entry {
  user: UserRow;
  until: number;
  tokenExpires: Date;
}

const byToken = new Map<string, Entry>();
const tokensOf = new Map<number, Set<string>>();
/** bumped by every eviction: a lookup started in an older epoch may not fill the cache */
let epoch = 0;

export const sessionEpoch = () => epoch;

export function cachedSession(tokenHash: string, now = Date.now()): UserRow | undefined {
  return cachedSessionEntry(tokenHash, now)?.user;
}

/** The cached user of a session and the end of its token. */
export function cachedSessionEntry(
  tokenHash: string,
  now = Date.now(),
): { user: UserRow; expiresAt: Date } | undefined {
  const e = byToken.get(tokenHash);
  if (!e) return undefined;
  if (e.until > now) return { user: e.user, expiresAt: e.tokenExpires };
  drop(tokenHash, e.user.id);
  return undefined;
}

/** Keeps a session found in the database, unless something was evicted since the lookup began. */
export function keepSession(tokenHash: string, user: UserRow, tokenExpires: Date, startedIn: number): void {
  if (startedIn !== epoch) return;
  const life = SESSION_CACHE_MIN_MS + Math.random() * (SESSION_CACHE_MS - SESSION_CACHE_MIN_MS);
  const until = Math.min(Date.now() + life, tokenExpires.getTime());
  if (byToken.size >= SESSION_CACHE_MAX) {
    const oldest = byToken.keys().next().value as string;
    drop(oldest, (byToken.get(oldest) as Entry).user.id);
  }
  byToken.set(tokenHash, { user, until, tokenExpires });
  const set = tokensOf.get(user.id) ?? new Set<string>();
  tokensOf.set(user.id, set);
  set.add(tokenHash);
}

function drop(tokenHash: string, userId: number) {
  byToken.delete(tokenHash);
  const set = tokensOf.get(userId);
  set?.delete(tokenHash);
  if (set?.size === 0) tokensOf.delete(userId);
}

function evictLocal(userId: number) {
  epoch++;
  for (const t of tokensOf.get(userId) ?? []) byToken.delete(t);
  tokensOf.delete(userId);
}

function evictTokenLocal(tokenHash: string) {
  epoch++;
  const e = byToken.get(tokenHash);
  if (e) drop(tokenHash, e.user.id);
}

onEviction(USER, (id) => evictLocal(Number(id)));
onEviction(TOKEN, evictTokenLocal);

/**
 * Forgets a user's cached sessions in every process, now and once the write on `db` commits.
 * Called by every write to the user's row or tokens.
 */
export function evictUser(db: Db, userId: number): void {
  evictLocal(userId);
  afterCommit(db, () => {
    evictLocal(userId);
    return publishEviction(USER, String(userId));
  });
}

/** Forgets one session (a logout) in every process, now and once the write on `db` commits. */
export function evictToken(db: Db, tokenHash: string): void {
  evictTokenLocal(tokenHash);
  afterCommit(db, () => {
    evictTokenLocal(tokenHash);
    return publishEviction(TOKEN, tokenHash);
  });
}

/** Empties the cache (tests that change users behind the server's back). */
export function clearSessionCache(): void {
  epoch++;
  byToken.clear();
  tokensOf.clear();
}
