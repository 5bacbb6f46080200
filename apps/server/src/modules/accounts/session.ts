import { sha256 } from "../../platform/auth/index.js";
import { type Ctx, memo } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import * as repo from "./accounts.repo.js";
import { cachedSessionEntry, keepSession, sessionEpoch } from "./session-cache.js";

/**
 * The user behind the request's Token, or null. A locked account has no live session. Found
 * sessions are kept in the process for a few seconds (session-cache.ts says how they stay fresh).
 */
export async function currentUser(ctx: Ctx): Promise<UserRow | null> {
  return (await currentSession(ctx))?.user ?? null;
}

/** The request's session: its user, its token's hash and end (a socket bound with it closes then). */
export interface Session {
  user: UserRow;
  tokenHash: string;
  expiresAt: Date;
}

export function currentSession(ctx: Ctx): Promise<Session | null> {
  return memo(ctx, "session", async () => {
    if (!ctx.token) return null;
    const tokenHash = sha256(ctx.token);
    const cached = cachedSessionEntry(tokenHash);
    if (cached) return { ...cached, tokenHash };
    const startedIn = sessionEpoch();
    const found = await repo.findSessionUser(ctx.db, tokenHash);
    if (found?.user.status !== "normal") return null;
    keepSession(tokenHash, found.user, found.expiresAt, startedIn);
    return { user: found.user, tokenHash, expiresAt: found.expiresAt };
  });
}

/** 401 "Please log in first" unless a live session names a normal account. */
export async function requireSession(ctx: Ctx): Promise<Session> {
  const s = await currentSession(ctx);
  if (!s) throw new AppError("login_required");
  return s;
}

/** 401 "Please log in first" unless a live session names a normal account. */
export async function requireUser(ctx: Ctx): Promise<UserRow> {
  const user = await currentUser(ctx);
  if (!user) throw new AppError("login_required");
  return user;
}
