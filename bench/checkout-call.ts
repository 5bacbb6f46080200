/** One JSON POST to the API over a keep-alive agent: the calls of bench/checkout and its load generator. */
import http from "node:http";

export interface Answer {
  code: number;
  msg: string;
  data: { order_ids: number[]; id: number };
}

/** A caller for the server on `port`: the shopper's token, the body, an `Idempotency-Key` if given. */
export const apiCaller =
  (port: number, agent: http.Agent) =>
  (p: string, token: string, body: unknown, key?: string): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
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
