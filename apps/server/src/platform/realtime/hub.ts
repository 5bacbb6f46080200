import { randomBytes } from "node:crypto";
import type { WebSocket } from "ws";

/** One open socket on this process: its client id, the keys it is bound to, its heartbeat and rate state. */
export interface Conn {
  id: string;
  socket: WebSocket;
  keys: Set<string>;
  alive: boolean;
  windowStart: number;
  framesInWindow: number;
}

/** Frames a socket may send in one window before it is closed (policy violation). */
export const WS_RATE_FRAMES = 30;
export const WS_RATE_WINDOW_MS = 10_000;

/** Sockets pinged at once in a heartbeat sweep, and the pause between slices (15,000 sockets: 1.5 s). */
const SWEEP_SLICE = 100;
const SWEEP_PAUSE_MS = 10;

/**
 * The sockets of this process, by client id and by bound key (`u:<userId>`, `s:<staffId>`,
 * `staff`). Only bound sockets receive private frames; an unbound socket gets init and pong only.
 */
export class LocalHub {
  readonly clients = new Map<string, Conn>();
  private readonly byKey = new Map<string, Set<Conn>>();

  add(socket: WebSocket): Conn {
    const conn: Conn = {
      id: randomBytes(10).toString("hex"),
      socket,
      keys: new Set(),
      alive: true,
      windowStart: Date.now(),
      framesInWindow: 0,
    };
    this.clients.set(conn.id, conn);
    return conn;
  }

  remove(conn: Conn): string[] {
    this.clients.delete(conn.id);
    const keys = [...conn.keys];
    for (const key of keys) this.unbindKey(conn, key);
    return keys;
  }

  /**
   * Binds a client id to keys, in place of what it was bound to before (a socket speaks for one
   * user at a time: a second chat/shake with another token moves it). Answers the keys it left,
   * or null when that client is not on this process.
   */
  bind(clientId: string, keys: string[]): { dropped: string[] } | null {
    const conn = this.clients.get(clientId);
    if (!conn) return null;
    const dropped = [...conn.keys].filter((k) => !keys.includes(k));
    for (const key of dropped) {
      conn.keys.delete(key);
      this.unbindKey(conn, key);
    }
    for (const key of keys) {
      conn.keys.add(key);
      const set = this.byKey.get(key) ?? new Set<Conn>();
      this.byKey.set(key, set);
      set.add(conn);
    }
    return { dropped };
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
          if (this.clients.has(conn.id) && this.check(conn)) dropped++;
        }
        if (next < conns.length) setTimeout(slice, SWEEP_PAUSE_MS).unref();
        else resolve(dropped);
      };
      slice();
    });
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
