import type { Envelope } from "@mp/contracts";
import type { FastifyInstance } from "fastify";

/**
 * The demo history's way in: the public API, called in-process (`app.inject`) as a client calls
 * it over HTTP, with the same routes, checks and envelopes. Each person calls from an address of
 * their own, as people do, so the per-address limits count each of them apart.
 */
export function historyApi(app: FastifyInstance) {
  async function send<T>(
    url: string,
    ip: string,
    init: { token?: string; body?: unknown; raw?: { payload: Buffer; type: string }; headers?: Record<string, string> },
  ): Promise<T> {
    const res = await app.inject({
      method: init.body === undefined && !init.raw ? "GET" : "POST",
      url,
      remoteAddress: ip,
      headers: {
        ...(init.raw ? { "content-type": init.raw.type } : { "content-type": "application/json" }),
        ...(init.token ? { token: init.token } : {}),
        ...init.headers,
      },
      payload: init.raw ? init.raw.payload : init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const env = res.json() as Envelope<T>;
    if (env.code !== 1) throw new Error(`demo history: ${url} answered ${env.msg}`);
    return env.data as T;
  }

  return {
    /** POST `body` as JSON and answer `data`; anything but code 1 throws */
    post: <T>(url: string, ip: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      send<T>(url, ip, { body, token, headers }),
    get: <T>(url: string, ip: string, token?: string) => send<T>(url, ip, { token }),
    /** a file upload (multipart), as the browser's form sends it */
    async upload<T>(url: string, ip: string, token: string, fields: Record<string, string>, file: Buffer) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "receipt.png");
      const encoded = new Request("http://seed.invalid/", { method: "POST", body: form });
      const type = encoded.headers.get("content-type") ?? "multipart/form-data";
      return send<T>(url, ip, { token, raw: { payload: Buffer.from(await encoded.arrayBuffer()), type } });
    },
  };
}

export type HistoryApi = ReturnType<typeof historyApi>;
