/**
 * The load generator of bench/checkout, in a process of its own (forked by bench/checkout.ts), so
 * the server's event loop spends nothing on making the calls and reading the answers: the bare
 * anchor's loops cost their process next to nothing, and before this the API's load generator
 * took about 8% of the server's process. It holds 32 keep-alive connections and, on each "run"
 * message, loops for the time given and answers what it measured.
 */
import http from "node:http";
import { type Answer, apiCaller, type Caller } from "./api-call.js";

export interface LoadInit {
  port: number;
  tokens: string[];
  goods: number[];
  connections: number;
  perCheckout: number;
  payPassword: string;
}

/** "pay": place then pay; "place": place only; "empty": a signed-in call refused before any SQL */
export type LoadMode = "pay" | "place" | "empty";

export interface LoadResult {
  paidOrders: number;
  placedOnly: number;
  empties: number;
  latencies: number[];
  placeMs: number[];
  payMs: number[];
  failures: [string, number][];
  /** this process's CPU during the run, ms */
  cpuMs: number;
}

type Message = { type: "init"; init: LoadInit } | { type: "run"; mode: LoadMode; seconds: number } | { type: "stop" };

let init: LoadInit | null = null;
let agent: http.Agent | null = null;
let seq = 0;

let call: Caller | null = null;

async function run(mode: LoadMode, seconds: number): Promise<LoadResult> {
  const cfg = init as LoadInit;
  const post = call as NonNullable<typeof call>;
  const out: LoadResult = {
    paidOrders: 0,
    placedOnly: 0,
    empties: 0,
    latencies: [],
    placeMs: [],
    payMs: [],
    failures: [],
    cpuMs: 0,
  };
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const cpu0 = process.cpuUsage();
  const end = Date.now() + seconds * 1000;
  const pick = (w: number, n: number) => ({
    // each connection buys as its own set of shoppers, so two connections rarely share a wallet
    shopper: 1 + ((w + cfg.connections * n) % cfg.tokens.length),
    goodsId: cfg.goods[n % cfg.goods.length] as number,
    number: 1 + (n % 2),
  });
  const worker = async (w: number) => {
    while (Date.now() < end) {
      if (mode === "empty") {
        const answer = await post("/api/wanlshop/order/addOrder", cfg.tokens[w] as string, { goods_id: 0 });
        if (answer.code !== 1) out.empties++;
        continue;
      }
      const n = seq++;
      const { shopper, goodsId, number } = pick(w, n);
      const token = cfg.tokens[shopper - 1] as string;
      const t0 = performance.now();
      let placed: Answer;
      if (cfg.perCheckout === 1) {
        placed = await post("/api/wanlshop/order/addOrder", token, { goods_id: goodsId, number });
      } else {
        const ids: number[] = [];
        for (let k = 0; k < cfg.perCheckout; k++) {
          const g = cfg.goods[(n * cfg.perCheckout + k) % cfg.goods.length];
          const added = await post("/api/wanlshop/cart/add", token, { goods_id: g, number: 1 });
          ids.push(added.data?.id);
        }
        placed = await post("/api/wanlshop/order/addOrder", token, { cart_ids: ids });
      }
      const t1 = performance.now();
      out.placeMs.push(t1 - t0);
      if (placed.code !== 1) {
        fail(`addOrder: ${placed.msg}`);
        continue;
      }
      if (mode === "place") {
        out.placedOnly += placed.data.order_ids.length;
        continue;
      }
      const paid = await post(
        "/api/wanlshop/pay/payment",
        token,
        { order_ids: placed.data.order_ids, pay_password: cfg.payPassword },
        // its own keys: the bare anchor's are bench-<n>, from a count of its own
        `api-${n}`,
      );
      out.payMs.push(performance.now() - t1);
      if (paid.code !== 1) {
        fail(`payment: ${paid.msg}`);
        continue;
      }
      out.paidOrders += placed.data.order_ids.length;
      out.latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: cfg.connections }, (_, w) => worker(w)));
  const used = process.cpuUsage(cpu0);
  out.cpuMs = (used.user + used.system) / 1000;
  out.failures = [...failures];
  return out;
}

// the benchmark's process ended (or failed): so does this one
process.on("disconnect", () => process.exit(0));
process.on("message", (m: Message) => {
  if (m.type === "init") {
    init = m.init;
    agent = new http.Agent({ keepAlive: true, maxSockets: m.init.connections });
    call = apiCaller(m.init.port, agent);
    process.send?.({ type: "ready" });
  } else if (m.type === "run") {
    run(m.mode, m.seconds).then(
      (result) => process.send?.({ type: "done", result }),
      (err: Error) => process.send?.({ type: "error", message: err.stack ?? err.message }),
    );
  } else {
    agent?.destroy();
    process.exit(0);
  }
});
