import {
  WS_CLOSE_SESSION_ENDED,
  WS_CLOSE_TOO_MANY,
  WS_PATH,
  WS_PING_INTERVAL_MS,
  WS_PONG_WAIT_MS,
  WS_RECONNECT_MS,
} from "@mp/contracts/constants";

export type RealtimeFrame = { type: string; [k: string]: unknown };
type Handler = (frame: RealtimeFrame) => void;

const listeners = new Map<string, Set<Handler>>();

/** Subscribes to one frame type (chat, service, order, notice, live) of the open socket; returns the unsubscribe. */
export function onRealtimeFrame(type: string, handler: Handler): () => void {
  const set = listeners.get(type) ?? new Set<Handler>();
  listeners.set(type, set);
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(frame: RealtimeFrame) {
  const set = listeners.get(frame.type);
  if (set?.size) for (const h of set) h(frame);
  // docs/api.md#errors: unknown realtime message types are only logged
  else console.info("realtime: frame not handled", frame.type);
}

export interface RealtimeSocketOptions {
  /** after each successful bind (e.g. reload what came while offline) */
  onBound?: () => void;
  /** the server ended the socket's session (close code 4001): what a 401 answer does */
  onSessionEnded: () => void;
}

/**
 * The websocket of docs/api.md#the-websocket: connects, binds the client id it is given (`bind`, e.g.
 * chat/shake with the Token), pings every 15 s and waits 10 s for the pong, and reconnects 3 s
 * after a close until stopped; but not after the server ended the session (4001: the session is
 * over, `onSessionEnded`) or found too many sockets (4002: another tab or device has them).
 */
export class RealtimeSocket {
  private ws: WebSocket | null = null;
  private stopped = true;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly bind: (clientId: string) => Promise<unknown>,
    private readonly opts: RealtimeSocketOptions,
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.retryTimer);
    this.ws?.close();
    this.ws = null;
  }

  /** whether it will reconnect after a close */
  get running() {
    return !this.stopped;
  }

  private connect() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${WS_PATH}`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onmessage = (ev) => {
      let frame: RealtimeFrame;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (frame.type === "init") {
        this.bind(String(frame.client_id))
          .then(() => this.opts.onBound?.())
          .catch(() => undefined);
      } else if (frame.type === "pong") {
        clearTimeout(this.pongTimer);
      } else {
        dispatch(frame);
      }
    };
    ws.onopen = () => {
      this.pingTimer = setInterval(() => this.ping(), WS_PING_INTERVAL_MS);
    };
    ws.onclose = (ev) => {
      this.clearTimers();
      if (this.ws === ws) this.ws = null;
      if (this.stopped) return;
      if (ev.code === WS_CLOSE_SESSION_ENDED || ev.code === WS_CLOSE_TOO_MANY) {
        this.stopped = true;
        if (ev.code === WS_CLOSE_SESSION_ENDED) this.opts.onSessionEnded();
        return;
      }
      this.retryTimer = setTimeout(() => this.connect(), WS_RECONNECT_MS);
    };
  }

  private ping() {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ type: "ping" }));
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => ws.close(), WS_PONG_WAIT_MS);
  }

  private clearTimers() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}
