import {
  changeEmailBody,
  changePasswordBody,
  emailBody,
  emsSendBody,
  loginBody,
  payPassEditBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  type UserInfo,
} from "@mp/contracts";
import {
  hashPassword,
  hashPin,
  newReadableCode,
  newToken,
  pinKeyOf,
  sha256,
  verifyPassword,
} from "../../platform/auth/index.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { ownPublicUpload } from "../files/index.js";
import * as repo from "./accounts.repo.js";
import { mailChange } from "./change-mail.js";
import { checkCode, consumeCode, sendCode } from "./email-codes.service.js";
import { checkPasswordTry } from "./password-tries.js";
import { requireUser } from "./session.js";
import { presentUser } from "./user-presenter.js";

export const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_BLOCK_MS = 15 * 60 * 1000;

/** `api/ems/send`: which email gets the code depends on the event. */
export async function sendEmailCode(ctx: Ctx, input: unknown): Promise<void> {
  const { event, email: given } = parse(emsSendBody, input);
  if (event === "changepwd" || event === "paypass") {
    const user = await requireUser(ctx);
    return sendCode(ctx, user.email, event);
  }
  const email = parse(emailBody, { email: given }).email.toLowerCase();
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (event === "register" && existing) throw new AppError("email_exists", { field: "email" });
  if (event === "changeemail") {
    await requireUser(ctx);
    if (existing) throw new AppError("email_exists", { field: "email" });
  }
  if (event === "resetpwd" && !existing) throw new AppError("email_not_found", { field: "email" });
  return sendCode(ctx, email, event);
}

async function uniqueNickname(ctx: Ctx, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "user").replace(/[^A-Za-z0-9_]/g, "").slice(0, 12) || "user";
  for (let i = 0; i < 5; i++) {
    const candidate = i === 0 ? base.padEnd(2, "0") : `${base}_${newReadableCode(4).toLowerCase()}`;
    if (!(await repo.nicknameTaken(ctx.db, candidate))) return candidate;
  }
  return `user_${newReadableCode(8).toLowerCase()}`;
}

export async function register(ctx: Ctx, input: unknown): Promise<UserInfo> {
  const body = parse(registerBody, input);
  const email = body.email.toLowerCase();
  if (await repo.findUserByEmail(ctx.db, email)) throw new AppError("email_exists", { field: "email" });
  const inviter = body.invite_code ? await repo.findUserByInviteCode(ctx.db, body.invite_code) : null;
  if (body.invite_code && !inviter) throw new AppError("invite_code_not_found", { field: "invite_code" });
  const codeId = await checkCode(ctx, email, "register", body.captcha);
  const passwordHash = await hashPassword(body.password);
  const nickname = await uniqueNickname(ctx, email);
  const user = await inTransaction(ctx, async (tx) => {
    await consumeCode(tx, codeId);
    if (await repo.findUserByEmail(tx.db, email)) throw new AppError("email_exists", { field: "email" });
    return repo.insertUser(tx.db, {
      email,
      nickname,
      passwordHash,
      inviteCode: newReadableCode(8),
      invitedBy: inviter?.id ?? null,
      lang: ctx.lang,
    });
  });
  return presentUser(ctx, user);
}

/** Wrong passwords count; five in a row block the account's login for 15 minutes. */
/**
 * Every login decision is logged (docs/security.md, 7.2.1): the outcome, the user when known,
 * the client address; never the password or the account typed for an unknown user.
 */
const logLogin = (ctx: Ctx, outcome: string, userId: number | null) =>
  ctx.log.info({ event: "user.login", outcome, user_id: userId, ip: ctx.ip }, `login ${outcome}`);

export async function login(ctx: Ctx, input: unknown): Promise<UserInfo> {
  const body = parse(loginBody, input);
  const user = await repo.findUserByAccount(ctx.db, body.account);
  if (!user) {
    await verifyPassword(null, body.password); // same work either way
    logLogin(ctx, "unknown_account", null);
    throw new AppError("account_incorrect");
  }
  const matches = () => verifyPassword(user.passwordHash, body.password);
  const tried = await checkPasswordTry(ctx.db, user.id, "login", matches, {
    max: LOGIN_MAX_FAILURES,
    blockMs: LOGIN_BLOCK_MS,
  });
  if (tried !== "ok")
    logLogin(ctx, { wrong: "wrong_password", blocking: "lockout", blocked: "blocked" }[tried], user.id);
  if (tried === "blocked") throw new AppError("too_many_attempts");
  if (tried !== "ok") throw new AppError("account_incorrect");
  if (user.status === "locked") {
    logLogin(ctx, "account_locked", user.id);
    throw new AppError("account_locked");
  }
  const token = newToken();
  await inTransaction(ctx, async (tx) => {
    await repo.insertToken(tx.db, user.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS), {
      ip: ctx.ip,
      userAgent: (ctx.userAgent ?? "").slice(0, 200),
    });
    await repo.rememberLanguage(tx.db, user.id, ctx.lang);
  });
  logLogin(ctx, "ok", user.id);
  return { ...(await presentUser(ctx, user)), token };
}

export async function logout(ctx: Ctx): Promise<void> {
  const user = await requireUser(ctx);
  if (ctx.token) await repo.revokeToken(ctx.db, sha256(ctx.token));
  ctx.log.info({ event: "user.logout", user_id: user.id, ip: ctx.ip }, "logout");
}

/** Reset by email code; every session of the account ends. */
export async function resetPassword(ctx: Ctx, input: unknown): Promise<void> {
  const body = parse(resetPasswordBody, input);
  const email = body.email.toLowerCase();
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) throw new AppError("email_not_found", { field: "email" });
  const codeId = await checkCode(ctx, email, "resetpwd", body.captcha);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(ctx, async (tx) => {
    await consumeCode(tx, codeId);
    await repo.updateUser(tx.db, user.id, { passwordHash, failedLogins: 0, loginBlockedUntil: null });
    await repo.revokeOtherTokens(tx.db, user.id, null);
  });
  await mailChange(ctx, [user.email], "password");
}

/** `user/index`, asked for when the app starts: also keeps the language the user now reads in (mail, pushes). */
export async function userInfo(ctx: Ctx): Promise<UserInfo> {
  const user = await requireUser(ctx);
  if (user.lang !== ctx.lang) await repo.rememberLanguage(ctx.db, user.id, ctx.lang);
  return presentUser(ctx, user);
}

/**
 * Sets or changes the six-digit payment (fund) password, with a code sent to the user's email.
 * A change (not the first setting: no money was behind a password before) starts the withdrawal
 * cool-down; either is mailed to the owner (docs/accounts.md#security-notices).
 */
export async function setPayPassword(ctx: Ctx, input: unknown): Promise<void> {
  const user = await requireUser(ctx);
  const body = parse(payPassEditBody, input);
  const codeId = await checkCode(ctx, user.email, "paypass", body.captcha);
  const payPasswordHash = await hashPin(body.payPass, await pinKeyOf(ctx.config));
  const changed = await inTransaction(ctx, async (tx) => {
    await consumeCode(tx, codeId);
    // the stored row, not the session's cached one: was a password set before?
    const had = (await repo.lockUser(tx.db, user.id))?.payPasswordHash != null;
    await repo.updateUser(tx.db, user.id, { payPasswordHash, ...(had ? { payGuardChangedAt: new Date() } : {}) });
    return had;
  });
  await mailChange(ctx, [user.email], changed ? "pay_password" : "pay_password_set");
}

export async function updateProfile(ctx: Ctx, input: unknown): Promise<UserInfo> {
  const user = await requireUser(ctx);
  const body = parse(profileBody, input);
  const changes: { nickname?: string; avatar?: string } = {};
  if (body.nickname !== undefined && body.nickname !== user.nickname) {
    if (!/^[\p{L}\p{N}_ .-]+$/u.test(body.nickname)) throw new AppError("nickname_invalid", { field: "nickname" });
    if (await repo.nicknameTaken(ctx.db, body.nickname, user.id))
      throw new AppError("nickname_taken", { field: "nickname" });
    changes.nickname = body.nickname;
  }
  if (body.avatar !== undefined) {
    // only a picture this server stored for this user (api/common/upload) may become their avatar
    const own = await ownPublicUpload(ctx, user.id, body.avatar);
    if (!own) throw new AppError("avatar_invalid", { field: "avatar" });
    changes.avatar = own;
  }
  if (Object.keys(changes).length === 0) return presentUser(ctx, user);
  try {
    return presentUser(ctx, await repo.updateUser(ctx.db, user.id, changes));
  } catch (err) {
    if (String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505")
      throw new AppError("nickname_taken", { field: "nickname" });
    throw err;
  }
}

/** Changes the email to a new one proved by a code sent to it; withdrawals wait the cool-down after it. */
export async function changeEmail(ctx: Ctx, input: unknown): Promise<UserInfo> {
  const user = await requireUser(ctx);
  const body = parse(changeEmailBody, input);
  const email = body.email.toLowerCase();
  if (await repo.findUserByEmail(ctx.db, email)) throw new AppError("email_exists", { field: "email" });
  const codeId = await checkCode(ctx, email, "changeemail", body.captcha);
  const updated = await inTransaction(ctx, async (tx) => {
    await consumeCode(tx, codeId);
    return repo.updateUser(tx.db, user.id, { email, payGuardChangedAt: new Date() });
  });
  // to the old address too: if the change was not the owner's, that is where they will see it
  await mailChange(ctx, [user.email, email], "email", email);
  return presentUser(ctx, updated);
}

/** Changes the login password with a code; every session ends, this one too (docs/api.md). */
export async function changePassword(ctx: Ctx, input: unknown): Promise<void> {
  const user = await requireUser(ctx);
  const body = parse(changePasswordBody, input);
  const codeId = await checkCode(ctx, user.email, "changepwd", body.captcha);
  const passwordHash = await hashPassword(body.newpassword);
  await inTransaction(ctx, async (tx) => {
    await consumeCode(tx, codeId);
    await repo.updateUser(tx.db, user.id, { passwordHash });
    await repo.revokeOtherTokens(tx.db, user.id, null);
  });
  await mailChange(ctx, [user.email], "password");
}
