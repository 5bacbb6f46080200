import type { UserInfo } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import type { UserRow } from "./accounts.repo.js";

/**
 * Later modules add to what userinfo says (the merchants module adds `shop`) by registering
 * an extension here, so accounts never imports them.
 */
type Extension = (ctx: Ctx, user: UserRow) => Promise<Partial<UserInfo>>;
const extensions: Extension[] = [];
export const extendUserInfo = (ext: Extension): void => {
  extensions.push(ext);
};

export async function presentUser(ctx: Ctx, user: UserRow): Promise<UserInfo> {
  const base: UserInfo = {
    user_id: user.id,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    invite_code: user.inviteCode,
    pay_password_set: user.payPasswordHash !== null,
    shop: null,
    createtime: Math.floor(user.createdAt.getTime() / 1000),
  };
  for (const ext of extensions) Object.assign(base, await ext(ctx, user));
  return base;
}
