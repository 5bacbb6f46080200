import websocket from "@fastify/websocket";
import { ERRORS, WS_CLOSE_SESSION_ENDED, WS_MAX_FRAME_BYTES, WS_PATH } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../http/index.js";
import { applyEviction } from "./evictions.js";
import { type BusMessage, type Fanout, memoryFanout, redisFanout } from "./fanout.js";
import { type Binding, type CloseFilter, type Conn, LocalHub, refOf } from "./hub.js";
import { originAllowed } from "./origin.js";

export interface RealtimeOptions {
  redisUrl?: string;
  /** a socket that answers neither a ping nor sends anything for this long is dropped */
  heartbeatMs: number;
  /** browser origins allowed to connect (a request without Origin is not a browser's: allowed) */
  origins: string[];
  /** whether any loopback origin is allowed too (development, PUBLIC_URL unset) */
  loopbackOrigins: boolean;
  bindGraceMs: number;
  maxPerUser: number;
  maxPerAddress: number;
}

interface Realtime {
  hub: LocalHub;
  fanout: Fanout;
}

/** The running realtime of this process (one app per process; tests build one per file). */
let active: Realtime | null = null;

const PRESENCE_REFRESH_MS = 60_000;
/**
 * The close code a socket ends with when this process shuts down: the standard "service restart"
 * (1012). It is the reconnect hint: the web app reconnects after any close but 4001 and 4002, and
 * the load balancer sends the new socket to a process that is still running.
 */
export const WS_CLOSE_SERVICE_RESTART = 1012;
/** an owner record in Redis outlives its session's end by this much (the socket is closed then) */
const OWNER_SLACK_MS = 60_000;

/**
 * The websocket on the same port (docs/api.md#the-websocket). The handshake is refused (403)
 * from a browser origin that is not the site's. On connect the server sends
 * `{"type":"init","client_id"}`, a secret only this socket gets; `chat/shake` (REST, with the
 * Token) binds it to the user, on whichever process holds the socket, once and for good: a
 * socket never changes owner. A socket not bound within the grace period is closed (4003); a
 * bound one is closed (4001) when its session ends (logout, password change, lock, expiry) on
 * any process. The server answers `ping` with `pong`, drops sockets that stop answering, closes
 * a socket whose frame is over the size limit (1009) or that sends too fast (1008).
 */
export async function registerRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<void> {
  const hub = new LocalHub(opts, (conn, keys) => left(conn, keys));
  const onMessage = (m: BusMessage) => {
    if (m.k === "push") hub.deliver(m.key, m.frame);
    else if (m.k === "evict") applyEviction(m.scope, m.id);
    else if (m.k === "close") hub.close(m.key, m.code, m.reason, { session: m.session, except: m.except });
    else if (m.k === "extend") hub.extend(m.key, m.session, m.expiresAt);
    else if (hub.bind(m.ref, m) === "bound") void presenceAdd(fanout, m.ref, m.keys);
  };
  const fanout = opts.redisUrl ? await redisFanout(opts.redisUrl, onMessage, app.log) : memoryFanout(onMessage);
  const rt: Realtime = { hub, fanout };
  active = rt;
  /** presence and the owner record follow a socket that left */
  const left = (conn: Conn, keys: string[]) => {
    for (const key of keys) void fanout.presenceRemove(key, conn.ref).catch(() => {});
    if (conn.owner) void fanout.release(conn.ref).catch(() => {});
  };

  const sweep = setInterval(() => hub.sweep(), opts.heartbeatMs);
  const refresh = setInterval(() => {
    for (const conn of hub.clients.values()) for (const key of conn.keys) void fanout.presenceAdd(key, conn.ref);
  }, PRESENCE_REFRESH_MS);
  sweep.unref();
  refresh.unref();
  // closing (before the websocket plugin's own close, which gives no code): every socket is told
  // to reconnect, while the requests in flight finish
  app.addHook("preClose", async () => {
    for (const conn of hub.clients.values()) conn.socket.close(WS_CLOSE_SERVICE_RESTART, "service restart");
  });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    clearInterval(refresh);
    for (const conn of hub.clients.values()) conn.socket.terminate();
    await fanout.close();
    if (active === rt) active = null;
  });

  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });
  const checkOrigin = async (req: { headers: { origin?: string } }, reply: import("fastify").FastifyReply) => {
    if (originAllowed(req.headers.origin, opts)) return;
    return reply
      .status(403)
      .send({ code: 0, msg: ERRORS.forbidden, time: Math.floor(Date.now() / 1000), data: null, error: "forbidden" });
  };
  app.get(WS_PATH, { websocket: true, preValidation: checkOrigin }, (socket, req) => {
    const conn = hub.add(socket, req.ip);
    if (!conn) return;
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
    socket.on("close", () => hub.remove(conn));
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

const presenceAdd = (fanout: Fanout, ref: string, keys: string[]) =>
  Promise.all(keys.map((k) => fanout.presenceAdd(k, ref))).catch(() => {});

/** The session a socket is bound with: its token's hash and end (the socket closes then). */
export interface SocketSession {
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Binds the socket with this client id to an owner (keys[0]) and keys. Refused with `socket_taken`
 * when the socket is bound to another owner: on this process the hub knows; with Redis the owner
 * record (fanout.claim) answers for a socket on any process, set once and never replaced while the
 * socket lives. A client id no process holds (a closed socket) binds nothing and is not an error.
 */
async function bind(clientId: string, keys: string[], s: SocketSession): Promise<void> {
  if (!active) return;
  const ref = refOf(clientId);
  const b: Binding = { keys, session: s.tokenHash, expiresAt: s.expiresAt.getTime() };
  const owner = keys[0] as string;
  // Redis unreachable: no other process can bind either, so this process's hub decides alone
  const claimed = await active.fanout.claim(ref, owner, b.expiresAt - Date.now() + OWNER_SLACK_MS).catch(() => null);
  if (claimed === false) throw new AppError("socket_taken");
  const here = active.hub.bind(ref, b);
  if (here === "refused") throw new AppError("socket_taken");
  if (here === "bound") await presenceAdd(active.fanout, ref, keys);
  // the socket may be on another process: the one holding it binds it
  else if (active.fanout.kind === "redis") await active.fanout.publish({ k: "bind", ref, ...b });
}

/** Binds a socket's client id to a user (chat/shake); from then on it receives that user's frames. */
export const bindUserSocket = (clientId: string, userId: number, s: SocketSession) =>
  bind(clientId, [userKey(userId)], s);

/** Binds a socket's client id to a staff member and the staff group (the support inbox). */
export const bindStaffSocket = (clientId: string, staffId: number, s: SocketSession) =>
  bind(clientId, [staffKey(staffId), STAFF_GROUP], s);

/** Closes an owner's sockets on this process at once and on the others over the bus. */
async function closeOwner(key: string, filter: CloseFilter): Promise<void> {
  if (!active) return;
  const reason = "session ended";
  active.hub.close(key, WS_CLOSE_SESSION_ENDED, reason, filter);
  if (active.fanout.kind === "redis")
    await active.fanout.publish({ k: "close", key, code: WS_CLOSE_SESSION_ENDED, reason, ...filter });
}

/**
 * A user's session ended: closes (4001) the sockets bound with that session's token (`session`),
 * or all the user's sockets but those of one session (`except`), or all of them (no filter).
 */
export const closeUserSockets = (userId: number, filter: CloseFilter = {}) => closeOwner(userKey(userId), filter);

/** The same for a staff member's sockets. */
export const closeStaffSockets = (staffId: number, filter: CloseFilter = {}) => closeOwner(staffKey(staffId), filter);

/**
 * A staff session's end moved on (its idle end, docs/rules.md): the sockets bound with it, on any
 * process, stay open until the new end instead of closing at the one they were bound with.
 */
export async function extendStaffSockets(staffId: number, s: SocketSession): Promise<void> {
  if (!active) return;
  const msg = { k: "extend", key: staffKey(staffId), session: s.tokenHash, expiresAt: s.expiresAt.getTime() } as const;
  active.hub.extend(msg.key, msg.session, msg.expiresAt);
  if (active.fanout.kind === "redis") await active.fanout.publish(msg).catch(() => {});
}

/** Whether each user has an open bound socket on any process. */
export async function usersOnline(userIds: number[]): Promise<boolean[]> {
  if (!active) return userIds.map(() => false);
  const counts = await active.fanout.presenceCount(userIds.map(userKey));
  return counts.map((n) => n > 0);
}

/** Sockets open on this process (bench and health). */
export const localSocketCount = () => active?.hub.clients.size ?? 0;
