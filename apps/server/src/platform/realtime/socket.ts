import websocket from "@fastify/websocket";
import { WS_MAX_FRAME_BYTES, WS_PATH } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { applyEviction } from "./evictions.js";
import { type BusMessage, type Fanout, memoryFanout, redisFanout } from "./fanout.js";
import { LocalHub } from "./hub.js";

export interface RealtimeOptions {
  redisUrl?: string;
  /** a socket that answers neither a ping nor sends anything for this long is dropped */
  heartbeatMs: number;
}

interface Realtime {
  hub: LocalHub;
  fanout: Fanout;
}

/** The running realtime of this process (one app per process; tests build one per file). */
let active: Realtime | null = null;

const PRESENCE_REFRESH_MS = 60_000;

/**
 * The websocket on the same port. On connect the server sends `{"type":"init","client_id"}`;
 * `chat/shake` (REST, with the Token) binds that client id to the user, on whichever process
 * holds the socket. The server answers `ping` with `pong`, drops sockets that stop answering,
 * closes a socket whose frame is over the size limit (1009) or that sends too fast (1008).
 */
export async function registerRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<void> {
  const hub = new LocalHub();
  const onMessage = (m: BusMessage) => {
    if (m.k === "push") hub.deliver(m.key, m.frame);
    else if (m.k === "evict") applyEviction(m.scope, m.id);
    else {
      const bound = hub.bind(m.clientId, m.keys);
      if (bound) void updatePresence(fanout, m.clientId, m.keys, bound.dropped);
    }
  };
  const fanout = opts.redisUrl ? await redisFanout(opts.redisUrl, onMessage, app.log) : memoryFanout(onMessage);
  const rt: Realtime = { hub, fanout };
  active = rt;

  const sweep = setInterval(() => hub.sweep(), opts.heartbeatMs);
  const refresh = setInterval(() => {
    for (const conn of hub.clients.values()) for (const key of conn.keys) void fanout.presenceAdd(key, conn.id);
  }, PRESENCE_REFRESH_MS);
  sweep.unref();
  refresh.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    clearInterval(refresh);
    for (const conn of hub.clients.values()) conn.socket.terminate();
    await fanout.close();
    if (active === rt) active = null;
  });

  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });
  app.get(WS_PATH, { websocket: true }, (socket) => {
    const conn = hub.add(socket);
    socket.send(JSON.stringify({ type: "init", client_id: conn.id }));
    socket.on("pong", () => {
      conn.alive = true;
    });
    socket.on("message", (raw) => {
      conn.alive = true;
      if (!hub.countFrame(conn)) {
        socket.close(1008, "too many frames");
        return;
      }
      let frame: { type?: unknown };
      try {
        frame = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (frame?.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
    });
    socket.on("close", () => {
      for (const key of hub.remove(conn)) void fanout.presenceRemove(key, conn.id);
    });
  });
}

const userKey = (userId: number) => `u:${userId}`;
const staffKey = (staffId: number) => `s:${staffId}`;
/** every bound staff socket (the support inbox) */
export const STAFF_GROUP = "staff";

async function push(key: string, frame: object): Promise<void> {
  if (!active) return;
  await active.fanout.publish({ k: "push", key, frame: JSON.stringify(frame) });
}

/** Tells every process (this one included) to evict `id` from the cache of `scope` (evictions.ts). */
export async function publishEviction(scope: string, id: string): Promise<void> {
  if (active) await active.fanout.publish({ k: "evict", scope, id });
  else applyEviction(scope, id);
}

/** Delivers a frame to every open bound socket of the user, on any process. */
export function pushToUser(userId: number, frame: object): Promise<void> {
  return push(userKey(userId), frame);
}

/** Delivers a frame to one staff member's sockets, or to every bound staff socket when staffId is omitted. */
export function pushToStaff(frame: object, staffId?: number): Promise<void> {
  return push(staffId === undefined ? STAFF_GROUP : staffKey(staffId), frame);
}

/** Presence follows a (re)bound socket: counted under its new keys, no longer under the ones it left. */
async function updatePresence(fanout: Realtime["fanout"], clientId: string, keys: string[], dropped: string[]) {
  await Promise.all([
    ...keys.map((k) => fanout.presenceAdd(k, clientId)),
    ...dropped.map((k) => fanout.presenceRemove(k, clientId)),
  ]);
}

async function bind(clientId: string, keys: string[]): Promise<void> {
  if (!active) return;
  const bound = active.hub.bind(clientId, keys);
  if (bound) {
    await updatePresence(active.fanout, clientId, keys, bound.dropped);
    return;
  }
  // the socket may be on another process: the one holding it binds it
  if (active.fanout.kind === "redis") await active.fanout.publish({ k: "bind", clientId, keys });
}

/** Binds a socket's client id to a user (chat/shake); from then on it receives that user's frames. */
export const bindUserSocket = (clientId: string, userId: number) => bind(clientId, [userKey(userId)]);

/** Binds a socket's client id to a staff member and the staff group (the support inbox). */
export const bindStaffSocket = (clientId: string, staffId: number) => bind(clientId, [staffKey(staffId), STAFF_GROUP]);

/** Whether each user has an open bound socket on any process. */
export async function usersOnline(userIds: number[]): Promise<boolean[]> {
  if (!active) return userIds.map(() => false);
  const counts = await active.fanout.presenceCount(userIds.map(userKey));
  return counts.map((n) => n > 0);
}

/** Sockets open on this process (bench and health). */
export const localSocketCount = () => active?.hub.clients.size ?? 0;
