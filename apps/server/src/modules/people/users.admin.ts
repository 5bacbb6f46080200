import { adminUserBody, adminUserPageQuery, pageQuery, type StaffRole, userLockBody } from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, unixSeconds as secs } from "../../platform/http/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { shopsOfOwners } from "../catalogue/index.js";
import { userOrdersForStaff } from "../orders/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { userLedgerView } from "../wallet/index.js";

/**
 * The console's users (docs/roles.md): operators find, lock and sign users out; the finance
 * desk may read a user's page and ledger (it freezes wallets from there). Admin may do all.
 */
export const USER_WRITERS: readonly StaffRole[] = ["operator"];
export const USER_READERS: readonly StaffRole[] = ["operator", "finance"];

const when = (d: Date | string | null) => (d ? secs(new Date(d)) : null);

/** `/api/admin/users/list` {page, limit, keyword}: e-mail, nickname or id. */
export async function listUsers(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, USER_READERS);
  const q = parse(pageQuery, input);
  return accountsAdmin
    .listUsers(ctx.db, q, q.keyword, (rows) => rows)
    .then(async (page) => {
      const shops = await shopsOfOwners(
        ctx.db,
        page.data.map((r) => r.id),
      );
      return {
        ...page,
        data: page.data.map((r) => ({
          id: r.id,
          email: r.email,
          nickname: r.nickname,
          status: r.status,
          createtime: secs(r.createdAt),
          money_locked: r.moneyLocked,
          is_merchant: shops.has(r.id),
          shop_id: shops.get(r.id)?.id ?? null,
          last_login: when(r.lastLoginAt),
        })),
      };
    });
}

/** `/api/admin/users/detail` {user_id}: profile, wallet balances and freeze, shop if any. */
export async function userDetail(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, USER_READERS);
  const { user_id } = parse(adminUserBody, input);
  const p = await accountsAdmin.userProfile(ctx.db, user_id);
  if (!p) throw new AppError("user_not_found", { field: "user_id" });
  const [shops, wallet] = await Promise.all([
    shopsOfOwners(ctx.db, [user_id]),
    userLedgerView(ctx, user_id, { page: 1, limit: 1 }),
  ]);
  const shop = shops.get(user_id);
  return {
    id: p.id,
    email: p.email,
    nickname: p.nickname,
    avatar: p.avatar,
    status: p.status,
    money_locked: p.moneyLocked,
    invite_code: p.inviteCode,
    invited_by: p.invitedBy,
    createtime: secs(p.createdAt),
    last_login: when(p.lastLoginAt),
    live_sessions: p.liveSessions,
    wallet: { available: wallet.available, withdrawing: wallet.withdrawing },
    shop: shop ? { id: shop.id, name: shop.name, state: shop.state } : null,
  };
}

async function existingUser(ctx: Ctx, input: unknown) {
  const q = parse(adminUserPageQuery, input);
  if (!(await accountsAdmin.userProfile(ctx.db, q.user_id))) throw new AppError("user_not_found", { field: "user_id" });
  return q;
}

/** `/api/admin/users/orders` {user_id, page, limit}: every order of the user, newest first. */
export async function userOrders(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, USER_WRITERS);
  const q = await existingUser(ctx, input);
  return userOrdersForStaff(ctx.db, q, q.user_id);
}

/** `/api/admin/users/ledger` {user_id, page, limit, type?}: balances and wallet postings. */
export async function userLedger(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, USER_READERS);
  const q = await existingUser(ctx, input);
  return userLedgerView(ctx, q.user_id, input);
}

/** `/api/admin/users/logins` {user_id, page, limit}: each login's session, newest first, with the address and client it came from. */
export async function userLogins(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, USER_WRITERS);
  const q = await existingUser(ctx, input);
  const now = Date.now();
  return accountsAdmin.userLogins(ctx.db, q, q.user_id, (rows) =>
    rows.map((r) => ({
      id: r.id,
      createtime: secs(r.createdAt),
      expiretime: secs(r.expiresAt),
      endtime: r.revokedAt ? secs(r.revokedAt) : null,
      live: !r.revokedAt && r.expiresAt.getTime() > now,
      ip: r.ip,
      client: r.userAgent,
    })),
  );
}

/**
 * `/api/admin/users/lock` {user_id, locked, reason}: a locked user cannot log in and every
 * session ends at once (tokens revoked, cached sessions evicted everywhere, sockets closed).
 */
export async function lockUser(ctx: Ctx, input: unknown) {
  const member = await requireStaff(ctx, USER_WRITERS);
  const b = parse(userLockBody, input);
  await inTransaction(ctx, async (tx) => {
    const change = await accountsAdmin.setUserLocked(tx.db, b.user_id, b.locked === 1);
    await audit(tx, member.id, b.locked ? "user.lock" : "user.unlock", `user:${b.user_id}`, {
      before: { status: change.before },
      after: { status: change.after },
      reason: b.reason ?? "",
    });
  });
  return null;
}

/** `/api/admin/users/logout_all` {user_id}: every session of the user ends; they may log in again. */
export async function logoutAll(ctx: Ctx, input: unknown) {
  const member = await requireStaff(ctx, USER_WRITERS);
  const { user_id } = parse(adminUserBody, input);
  return inTransaction(ctx, async (tx) => {
    const change = await accountsAdmin.logoutEverywhere(tx.db, user_id);
    await audit(tx, member.id, "user.logout_all", `user:${user_id}`, change);
    return { user_id, ended: change.before.live_sessions };
  });
}
