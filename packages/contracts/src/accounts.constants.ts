/** Account constants without zod: the web's forms check e-mail addresses with the server's rule. */
/** letters, digits, `.`, `_`, `-`, one `@`, a domain with a dot and a 2 to 6 letter ending (docs/rules.md#accounts) */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
/** the usual limits (RFC 5321): the whole address, and the part before the `@` */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
/** each dot-separated part of the domain (RFC 1035) */
export const EMAIL_LABEL_MAX = 63;

/**
 * An e-mail address as every call accepts one: the pattern (so exactly one `@`, no spaces or
 * control characters), at most 254 characters with at most 64 before the `@` (not starting or
 * ending with a dot, no `..`), and a domain whose dot-separated labels are 1 to 63 characters.
 */
export function isEmail(v: string): boolean {
  if (v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v)) return false;
  const at = v.indexOf("@");
  const local = v.slice(0, at);
  const labels = v.slice(at + 1).split(".");
  if (at > EMAIL_LOCAL_MAX || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  return labels.every((label) => label.length > 0 && label.length <= EMAIL_LABEL_MAX);
}

/**
 * Who a row of a staff console list belongs to (recharges, withdrawals, bond refunds, shop
 * applications, refunds): the user's nickname and e-mail, "" when the user is gone. Staff only.
 */
export interface StaffUserLabel {
  user_nickname?: string;
  user_email?: string;
}
