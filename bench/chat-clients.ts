/**
 * bench/chat's socket clients, run as a child process (a process here may open at most 20,000
 * files, so the sockets are split over two of these). Opens one websocket per token, binds it
 * with chat/shake, keeps it idle, and records, for every chat frame whose text carries a send
 * time ("bench <ms>"), the delay from that send call to this socket. Talks to the parent by IPC.
 */
import WebSocket from "ws";

interface Start {
  base: string;
  /** measure: this socket is a pair's receiver (senders' sockets get their own echo, not measured) */
  tokens: { token: string; measure: boolean }[];
}

const send = (m: object) => process.send?.(m);
const latencies: number[] = [];
const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

async function shake(base: string, token: string, clientId: string) {
  const res = await fetch(`${base}/api/wanlshop/chat/shake`, {
    method: "POST",
    headers: { "content-type": "application/json", token },
    body: JSON.stringify({ client_id: clientId }),
  });
  const env = (await res.json()) as { code: number };
  if (env.code !== 1) throw new Error(`shake failed: ${JSON.stringify(env)}`);
}

function open(base: string, token: string, measure: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const s = String(raw);
      if (s.startsWith('{"type":"init"')) {
        const id = (JSON.parse(s) as { client_id: string }).client_id;
        shake(base, token, id).then(resolve, reject);
        return;
      }
      const at = measure ? s.indexOf('"text":"bench ') : -1;
      if (at >= 0) latencies.push(now() - Number.parseFloat(s.slice(at + 14)));
    });
  });
}

process.on("message", async (m: Start | { cmd: "report" } | { cmd: "close" }) => {
  if ("tokens" in m) {
    const BATCH = 200;
    for (let i = 0; i < m.tokens.length; i += BATCH) {
      await Promise.all(m.tokens.slice(i, i + BATCH).map((t) => open(m.base, t.token, t.measure)));
      if (i % 2000 === 0) send({ progress: i + BATCH });
    }
    send({ bound: sockets.length });
  } else if (m.cmd === "report") {
    send({ latencies, open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length });
    latencies.length = 0;
  } else {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});
send({ ready: true });
