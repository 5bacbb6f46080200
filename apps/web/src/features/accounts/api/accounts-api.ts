import type { EmailEvent, UserInfo } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

/** Account calls (docs/api.md#calls). */
export const accountsApi = {
  sendCode: (email: string, event: EmailEvent) => apiPost<unknown>("/api/ems/send", { email, event }),
  register: (body: { email: string; password: string; captcha: string; invite_code?: string }) =>
    apiPost<unknown>("/api/wanlshop/user/register", body),
  login: (body: { account: string; password: string }) =>
    apiPost<{ userinfo: UserInfo }>("/api/wanlshop/user/login", { ...body, top: 1 }),
  logout: () => apiPost<unknown>("/api/wanlshop/user/logout", {}, { silent: true }),
  resetPassword: (body: { email: string; captcha: string; password: string }) =>
    apiPost<unknown>("/api/wanlshop/user/resetpwd", body),
  userInfo: () => apiPost<UserInfo>("/api/wanlshop/user/get_userinfo"),
  payPassEdit: (body: { payPass: string; captcha: string }) =>
    apiPost<unknown>("/api/wanlshop/user/pay_pass_edit", body),
  profile: (body: { nickname?: string; avatar?: string }) => apiPost<UserInfo>("/api/wanlshop/user/profile", body),
  changeEmail: (body: { email: string; captcha: string }) => apiPost<UserInfo>("/api/wanlshop/user/changeemail", body),
  changePassword: (body: { newpassword: string; captcha: string }) =>
    apiPost<unknown>("/api/wanlshop/user/changepwd", body),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string; fullurl: string }>("/api/common/upload", form);
  },
};
