/** One JSON POST to the API over a keep-alive agent: the calls of the HTTP benchmarks. */
import http from "node:http";

/** The envelope; `data` as the benchmark reads it (checkout's by default). */
export interface Answer<D = { order_ids: number[]; id: number }> {
  code: number;
  msg: string;
  data: D;
}

/** A call: path, the shopper's token, the body, an optional `Idempotency-Key`. */
export type Caller<D = Answer["data"]> = (p: string, token: string, body: unknown, key?: string) => Promise<Answer<D>>;

/** A caller for the server on `port`: the shopper's token, the body, an `Idempotency-Key` if given. */
export const apiCaller =
  <D = Answer["data"]>(port: number, agent: http.Agent): Caller<D> =>
  (p, token, body, key) =>
    new Promise<Answer<D>>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const headers: Record<string, string | number> = {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(payload),
        token,
      };
      if (key) headers["idempotency-key"] = key;
      const req = http.request({ host: "127.0.0.1", port, path: p, method: "POST", agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
      });
      req.on("error", reject);
      req.end(payload);
    });
