import { createHash, randomBytes } from "node:crypto";
import { WS_CLIENT_ID_HEX, WS_CLOSE_NOT_BOUND, WS_CLOSE_SESSION_ENDED, WS_CLOSE_TOO_MANY } from "@mp/contracts";
import type { WebSocket } from "ws";

/**
 * One open socket on this process. `id` is the client id of the `init` frame: a secret only this
 * socket receives, which `chat/shake` proves. `ref` is its SHA-256: what presence, the bus and
 * Redis name the socket by, so none of them holds the secret. Once bound, `owner` (`u:<userId>`
 * or `s:<staffId>`) never changes; `session` is the hash of the token it was bound with and
 * `expiresAt` that token's end.
 */
export interface Conn {
  id: string;
  ref: string;
  socket: WebSocket;
  address: string;
  keys: Set<string>;
  owner: string | null;
  session: string | null;
  expiresAt: number;
  alive: boolean;
  windowStart: number;
  framesInWindow: number;
  timer?: ReturnType<typeof setTimeout>;
}

/** What a socket is bound to: its owner and keys (the owner first), the session and its end. */
export interface Binding {
  keys: string[];
  session: string;
  expiresAt: number;
}

/** Which of an owner's sockets a close reaches: one session's, or all but one session's. */
export interface CloseFilter {
  session?: string;
  except?: string;
}

/** Frames a socket may send in one window before it is closed (policy violation). */
export const WS_RATE_FRAMES = 30;
export const WS_RATE_WINDOW_MS = 10_000;

/** Sockets pinged at once in a heartbeat sweep, and the pause between slices (15,000 sockets: 1.5 s). */
const SWEEP_SLICE = 100;
const SWEEP_PAUSE_MS = 10;
/** setTimeout's longest delay; a later expiry is re-armed when it fires */
const MAX_TIMER_MS = 2_147_483_647;

export const refOf = (clientId: string) => createHash("sha256").update(clientId).digest("hex");

export interface HubLimits {
  bindGraceMs: number;
  maxPerUser: number;
  maxPerAddress: number;
}

/**
 * The sockets of this process, by ref and by bound key (`u:<userId>`, `s:<staffId>`, `staff`).
 * Only bound sockets receive private frames; an unbound socket gets init and pong only, and is
 * closed when it is not bound within the grace period.
 */
export class LocalHub {
  readonly clients = new Map<string, Conn>();
  private readonly byKey = new Map<string, Set<Conn>>();
  private readonly byAddress = new Map<string, number>();

  /** `onRemove` hears of every socket that leaves (closed by either side): presence follows it. */
  constructor(
    readonly limits: HubLimits,
    private readonly onRemove: (conn: Conn, keys: string[]) => void = () => {},
  ) {}

  /** A new socket, or null when its address already has its share (the socket is closed). */
  add(socket: WebSocket, address: string): Conn | null {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxPerAddress) {
      socket.close(WS_CLOSE_TOO_MANY, "too many sockets from this address");
      return null;
    }
    const id = randomBytes(WS_CLIENT_ID_HEX / 2).toString("hex");
    const conn: Conn = {
      id,
      ref: refOf(id),
      socket,
      address,
      keys: new Set(),
      owner: null,
      session: null,
      expiresAt: 0,
      alive: true,
      windowStart: Date.now(),
      framesInWindow: 0,
    };
    conn.timer = setTimeout(() => {
      if (!conn.owner) socket.close(WS_CLOSE_NOT_BOUND, "not bound in time");
    }, this.limits.bindGraceMs);
    conn.timer.unref();
    this.clients.set(conn.ref, conn);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    return conn;
  }

  remove(conn: Conn): string[] {
    if (this.clients.get(conn.ref) !== conn) return [];
    clearTimeout(conn.timer);
    this.clients.delete(conn.ref);
    const left = (this.byAddress.get(conn.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(conn.address, left);
    else this.byAddress.delete(conn.address);
    const keys = [...conn.keys];
    for (const key of keys) this.unbindKey(conn, key);
    this.onRemove(conn, keys);
    return keys;
  }

  /**
   * Binds the socket with this ref to an owner (`b.keys[0]`) and keys. A socket bound to one owner
   * is never moved to another ("refused"); the same owner may bind again, with a newer session.
   * Answers null when that socket is not on this process. Past the per-user cap, the owner's
   * oldest socket here is closed.
   */
  bind(ref: string, b: Binding): "bound" | "refused" | null {
    const conn = this.clients.get(ref);
    if (!conn) return null;
    const owner = b.keys[0] as string;
    if (conn.owner && conn.owner !== owner) return "refused";
    const fresh = !conn.owner;
    conn.owner = owner;
    conn.session = b.session;
    conn.expiresAt = b.expiresAt;
    for (const key of b.keys) {
      conn.keys.add(key);
      const set = this.byKey.get(key) ?? new Set<Conn>();
      this.byKey.set(key, set);
      set.add(conn);
    }
    this.armExpiry(conn);
    const mine = this.byKey.get(owner) as Set<Conn>;
    if (fresh && mine.size > this.limits.maxPerUser) {
      const oldest = mine.values().next().value as Conn;
      oldest.socket.close(WS_CLOSE_TOO_MANY, "too many sockets for this account");
      this.remove(oldest);
    }
    return "bound";
  }

  /** Closes the sockets bound to `key` (an owner) that the filter names; answers how many. */
  close(key: string, code: number, reason: string, filter: CloseFilter = {}): number {
    const set = this.byKey.get(key);
    if (!set) return 0;
    let n = 0;
    for (const conn of [...set]) {
      if (filter.session !== undefined && conn.session !== filter.session) continue;
      if (filter.except !== undefined && conn.session === filter.except) continue;
      // no frame may reach it between now and the close handshake's end
      this.remove(conn);
      conn.socket.close(code, reason);
      n++;
    }
    return n;
  }

  /** The sockets bound to `key` with `session` now close at `expiresAt` (never earlier than set before). */
  extend(key: string, session: string, expiresAt: number): void {
    for (const conn of this.byKey.get(key) ?? []) {
      if (conn.session === session && conn.expiresAt < expiresAt) conn.expiresAt = expiresAt;
    }
  }

  /** Sends a frame to every socket bound to key on this process; returns how many got it. */
  deliver(key: string, frame: string): number {
    const set = this.byKey.get(key);
    if (!set) return 0;
    let n = 0;
    for (const conn of set) {
      if (conn.socket.readyState === conn.socket.OPEN) {
        conn.socket.send(frame);
        n++;
      }
    }
    return n;
  }

  has(key: string): boolean {
    return (this.byKey.get(key)?.size ?? 0) > 0;
  }

  /** Counts one incoming frame; false when the socket went over its rate. */
  countFrame(conn: Conn, now = Date.now()): boolean {
    if (now - conn.windowStart >= WS_RATE_WINDOW_MS) {
      conn.windowStart = now;
      conn.framesInWindow = 0;
    }
    conn.framesInWindow++;
    return conn.framesInWindow <= WS_RATE_FRAMES;
  }

  /**
   * One heartbeat sweep: terminate sockets silent since the last sweep, ping the rest. A ping
   * costs a socket write (tens of microseconds here); 15,000 of them in one go held the event
   * loop for most of a second, so the sweep goes in slices with a pause between them, each
   * socket still checked once a sweep. Answers how many were dropped, once the sweep is done.
   */
  sweep(): Promise<number> {
    const conns = [...this.clients.values()];
    let dropped = 0;
    let next = 0;
    return new Promise((resolve) => {
      const slice = () => {
        const end = Math.min(conns.length, next + SWEEP_SLICE);
        for (; next < end; next++) {
          const conn = conns[next] as Conn;
          if (this.clients.get(conn.ref) === conn && this.check(conn)) dropped++;
        }
        if (next < conns.length) setTimeout(slice, SWEEP_PAUSE_MS).unref();
        else resolve(dropped);
      };
      slice();
    });
  }

  /** The socket closes when its session's token expires (a timer, re-armed past setTimeout's range). */
  private armExpiry(conn: Conn) {
    clearTimeout(conn.timer);
    const wait = conn.expiresAt - Date.now();
    conn.timer = setTimeout(
      () => {
        if (conn.expiresAt > Date.now()) return this.armExpiry(conn);
        this.remove(conn);
        conn.socket.close(WS_CLOSE_SESSION_ENDED, "session expired");
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    conn.timer.unref();
  }

  /** true when the socket was silent for a whole sweep and is terminated */
  private check(conn: Conn): boolean {
    if (!conn.alive) {
      conn.socket.terminate();
      return true;
    }
    conn.alive = false;
    try {
      conn.socket.ping();
    } catch {
      conn.socket.terminate();
    }
    return false;
  }

  private unbindKey(conn: Conn, key: string) {
    const set = this.byKey.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byKey.delete(key);
  }
}
