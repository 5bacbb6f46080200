/**
 * Where the staff console goes when its session is over (a 401 on any staff call, or no token):
 * the staff login, with the page to return to after signing in (`next`, a console path only)
 * and, when a session ended, `expired=1` so the login says so.
 */
export function staffLoginPath(next: string, expired = false): string {
  const q = new URLSearchParams();
  if (isConsolePath(next) && !next.startsWith("/admin/login")) q.set("next", next);
  if (expired) q.set("expired", "1");
  const qs = q.toString();
  return qs ? `/admin/login?${qs}` : "/admin/login";
}

/** A path inside the console (never another site or the shop: `next` comes from the address bar). */
export function isConsolePath(p: string | null | undefined): p is string {
  return typeof p === "string" && /^\/admin(\/|\?|$)/.test(p) && !p.startsWith("//");
}

/** Set when a staff session ended under the console (a 401); cleared by the next staff login. */
let ended = false;
export const markStaffSessionEnded = (v = true) => {
  ended = v;
};
export const staffSessionEnded = () => ended;
