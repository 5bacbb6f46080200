import { z } from "zod";
import { isEmail } from "./accounts.constants.js";

/**
 * Account request contracts. Each message is an error key of errors.ts; the server answers
 * with the first failing rule in the spec's order (docs/rules.md#validation).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_RESEND_SECONDS = 60;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

export const EMAIL_EVENTS = ["register", "resetpwd", "changepwd", "changeemail", "paypass"] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const str = (key: string) => z.preprocess((v) => v ?? "", z.string({ message: key }));

/** The one e-mail schema: registration, reset, code sending, e-mail change, staff login (login accounts below). */
export const email = z.preprocess(trimmed, str("email_incorrect").pipe(z.string().refine(isEmail, "email_incorrect")));
export const password = str("password_length").pipe(
  z.string().min(PASSWORD_MIN, "password_length").max(PASSWORD_MAX, "password_length"),
);
export const captcha = z.preprocess(trimmed, str("captcha_required").pipe(z.string().min(1, "captcha_required")));
export const payPassword = z.preprocess(
  trimmed,
  str("pay_password_format").pipe(z.string().regex(PAY_PASSWORD_PATTERN, "pay_password_format")),
);

/** `{email}` alone: the address of `ems/send`, checked once the event says it is needed. */
export const emailBody = z.object({ email });

export const emsSendBody = z.object({
  email: z.preprocess(trimmed, z.string().optional()),
  event: z.preprocess((v) => v ?? "register", z.enum(EMAIL_EVENTS, { message: "event_invalid" })),
});

export const registerBody = z.object({
  email,
  password,
  captcha,
  invite_code: z.preprocess(trimmed, z.string().max(32).optional()),
});

/**
 * A login account: an e-mail (it has an `@`, so it must pass the e-mail rules) or a nickname (at
 * most 20 characters). Anything else is refused here, before any lookup.
 */
const account = z.preprocess(
  trimmed,
  str("account_required")
    .pipe(z.string().min(1, "account_required"))
    .refine((v) => !v.includes("@") || isEmail(v), "email_incorrect")
    .refine((v) => v.includes("@") || v.length <= NICKNAME_MAX, "account_incorrect"),
);

export const loginBody = z.object({
  account,
  password: str("password_required").pipe(z.string().min(1, "password_required")),
  top: z.unknown().optional(),
});

export const resetPasswordBody = z.object({ email, password, captcha });

export const payPassEditBody = z.object({ payPass: payPassword, captcha });

export const profileBody = z.object({
  nickname: z.preprocess(
    trimmed,
    z.string().min(NICKNAME_MIN, "nickname_invalid").max(NICKNAME_MAX, "nickname_invalid").optional(),
  ),
  avatar: z.preprocess(trimmed, z.string().max(500).optional()),
});

export const changeEmailBody = z.object({ email, captcha });
export const changePasswordBody = z.object({ newpassword: password, captcha });

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;

/** What login and get_userinfo answer about the user (docs/product.md#entities). */
export interface UserInfo {
  token?: string;
  user_id: number;
  email: string;
  nickname: string;
  avatar: string;
  invite_code: string;
  /** has a payment (fund) password */
  pay_password_set: boolean;
  /** the user's shop, or null before one is opened */
  shop: { id: number; shopname: string; state: number } | null;
  createtime: number;
}
