import { sha256 } from "../../platform/auth/index.js";
import { type Ctx, memo } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import * as repo from "./accounts.repo.js";
import { cachedSession, keepSession, sessionEpoch } from "./session-cache.js";

/**
 * The user behind the request's Token, or null. A locked account has no live session. Found
 * sessions are kept in the process for a few seconds (session-cache.ts says how they stay fresh).
 */
export function currentUser(ctx: Ctx): Promise<UserRow | null> {
  return memo(ctx, "user", async () => {
    if (!ctx.token) return null;
    const hash = sha256(ctx.token);
    const cached = cachedSession(hash);
    if (cached) return cached;
    const startedIn = sessionEpoch();
    const found = await repo.findSessionUser(ctx.db, hash);
    if (found?.user.status !== "normal") return null;
    keepSession(hash, found.user, found.expiresAt, startedIn);
    return found.user;
  });
}

/** 401 "Please log in first" unless a live session names a normal account. */
export async function requireUser(ctx: Ctx): Promise<UserRow> {
  const user = await currentUser(ctx);
  if (!user) throw new AppError("login_required");
  return user;
}
