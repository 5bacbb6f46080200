import { PREF_COOKIES } from "@mp/contracts/constants";
import { useAppStore } from "./app-store";

const YEAR = 365 * 24 * 3600;

function setCookie(name: string, value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers still in use; the values are encoded here
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; samesite=lax`;
}

/**
 * Keeps the cookies that tell the server the shopper's language and money type, and whether they
 * are signed in (ssr/first-screen.ts), in step with the app's store. They are hints for drawing the
 * first screen only: no secret, and no call is decided by them.
 */
export function keepPrefCookies(): void {
  let last = "";
  const write = () => {
    const s = useAppStore.getState();
    const now = `${s.country}|${s.moneyType}|${s.loginStatus}`;
    if (now === last) return;
    last = now;
    setCookie(PREF_COOKIES.lang, s.country);
    setCookie(PREF_COOKIES.money, s.moneyType);
    setCookie(PREF_COOKIES.signedIn, s.loginStatus ? "1" : null);
  };
  write();
  useAppStore.subscribe(write);
}
