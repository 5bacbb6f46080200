const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a websocket handshake's `Origin` may connect (docs/api.md#the-websocket). Browsers always
 * send it, so a page on another site is refused; a request without it is not a browser's (the
 * spec's app clients send none) and may connect: it still has to prove a token to be bound.
 */
export function originAllowed(
  origin: string | undefined,
  opts: { origins: string[]; loopbackOrigins: boolean },
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (opts.origins.includes(url.origin)) return true;
  return opts.loopbackOrigins && LOOPBACK.has(url.hostname);
}
