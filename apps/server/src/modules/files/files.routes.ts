import type { FastifyInstance } from "fastify";
import { readSigned } from "./files.service.js";

/** Private files are served only through signed, expiring links (files.service.ts), streamed from the storage. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { "*": string }; Querystring: { exp?: string; sig?: string } }>(
    "/api/files/*",
    async (req, reply) => {
      const file = await readSigned(req.ctx, req.params["*"], req.query.exp, req.query.sig);
      return reply
        .header("content-type", "image/webp")
        .header("content-length", file.size)
        .header("cache-control", "private, max-age=600")
        .send(file.body);
    },
  );
}
