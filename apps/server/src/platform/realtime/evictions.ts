/**
 * Cache evictions that every server process must hear (a user's cached sessions after a password
 * change, say). They travel on the realtime bus: Redis pub/sub when REDIS_URL is set, this process
 * alone otherwise. Handlers are registered once per process by the module that owns the cache.
 */
type Handler = (id: string) => void;
const handlers = new Map<string, Handler>();
let publisher: ((scope: string, id: string) => Promise<void>) | null = null;

export function onEviction(scope: string, handler: Handler): void {
  handlers.set(scope, handler);
}

/** Runs the handler of scope in this process (a message from the bus, or no bus at all). */
export function applyEviction(scope: string, id: string): void {
  handlers.get(scope)?.(id);
}

/** The running bus, set while a realtime instance is up. */
export function setEvictionPublisher(fn: typeof publisher): void {
  publisher = fn;
}

/** Tells every process (this one included) to evict `id` from the cache of `scope`. */
export async function publishEviction(scope: string, id: string): Promise<void> {
  if (publisher) await publisher(scope, id);
  else applyEviction(scope, id);
}
