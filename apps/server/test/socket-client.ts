import WebSocket from "ws";

export type Frame = { type: string; [k: string]: any };

/** A real websocket client that records every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  clientId: string;
  frames: Frame[];
  closed: Promise<number>;
  /** the first frame of this type (and matching the predicate) that arrives within timeoutMs */
  next(type: string, match?: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
}

/** `options`: the ws client's own (e.g. `localAddress`, to connect from another loopback address). */
export async function openSocket(wsUrl: string, options?: WebSocket.ClientOptions): Promise<TestSocket> {
  const ws = new WebSocket(wsUrl, options);
  const frames: Frame[] = [];
  const waiters: { type: string; match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on("message", (raw) => {
    const f = JSON.parse(String(raw)) as Frame;
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.type === f.type && w.match(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
    }
  });
  const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
  const next = (type: string, match: (f: Frame) => boolean = () => true, timeoutMs = 5000) => {
    const seen = frames.find((f) => f.type === type && match(f));
    if (seen) return Promise.resolve(seen);
    return new Promise<Frame>((resolve, reject) => {
      const w = { type, match, resolve };
      waiters.push(w);
      setTimeout(() => {
        const i = waiters.indexOf(w);
        if (i >= 0) {
          waiters.splice(i, 1);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }
      }, timeoutMs).unref();
    });
  };
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const init = await next("init");
  return { ws, clientId: String(init.client_id), frames, closed, next, close: () => ws.close() };
}
