import type { FastifyInstance } from "fastify";
import { routeDocs } from "../../platform/http/route-docs.js";
import { readSigned } from "./files.service.js";

const doc = routeDocs("Files");

/** Private files are served only through signed, expiring links (files.service.ts), streamed from the storage. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { "*": string }; Querystring: { exp?: string; sig?: string } }>(
    "/api/files/*",
    doc("A private file through its signed link", "none", "none", {
      produces: "image/webp",
      description:
        "The link comes from an upload with a private purpose (or a page that shows the file): `/api/files/<path>?exp=<unix seconds>&sig=<signature>`; an expired or altered link is refused.",
    }),
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
