/**
 * Cache evictions that every server process must hear (a user's cached sessions after a password
 * change, say). They travel on the realtime bus (`publishEviction` in socket.ts): Redis pub/sub
 * when REDIS_URL is set, this process alone otherwise. Handlers are registered once per process
 * by the module that owns the cache.
 */
type Handler = (id: string) => void;
const handlers = new Map<string, Handler>();

export function onEviction(scope: string, handler: Handler): void {
  handlers.set(scope, handler);
}

/** Runs the handler of scope in this process (a message from the bus, or no bus at all). */
export function applyEviction(scope: string, id: string): void {
  handlers.get(scope)?.(id);
}
