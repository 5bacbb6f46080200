import net from "node:net";
import { freePort } from "./server-process.js";

/**
 * A TCP proxy to a real service (PostgreSQL, Redis) that a test takes down, every connection cut
 * and the port refusing, and brings back on the same port: how a restart or a network cut looks
 * to the server.
 */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

export async function tcpProxy(host: string, port: number): Promise<TcpProxy> {
  const own = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(own, "127.0.0.1", () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { port: own, up, down };
}
