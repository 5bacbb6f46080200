import { sha256 } from "../../platform/auth/index.js";
import { type Ctx, memo } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import type { UserRow } from "./accounts.repo.js";
import * as repo from "./accounts.repo.js";

/** The user behind the request's Token, or null. A locked account has no live session. */
export function currentUser(ctx: Ctx): Promise<UserRow | null> {
  return memo(ctx, "user", async () => {
    if (!ctx.token) return null;
    const user = await repo.findSessionUser(ctx.db, sha256(ctx.token));
    return user && user.status === "normal" ? user : null;
  });
}

/** 401 "Please log in first" unless a live session names a normal account. */
export async function requireUser(ctx: Ctx): Promise<UserRow> {
  const user = await currentUser(ctx);
  if (!user) throw new AppError("login_required");
  return user;
}
