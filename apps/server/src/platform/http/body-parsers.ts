import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import qs from "qs";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** JSON and form-encoded bodies (nested `a[b][c]` fields through qs, with strict limits). */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, {
    bodyLimit: BODY_LIMIT_BYTES,
    parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 100, parameterLimit: 1000, allowPrototypes: false }),
  });
  await app.register(multipart, {
    // keep the client's file name as sent, so a name with a path in it can be refused (uploads never use names)
    preservePath: true,
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });
}
