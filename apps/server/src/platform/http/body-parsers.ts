import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import qs from "qs";
import { AppError } from "./app-error.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

export const FORM_DEPTH = 5;
export const FORM_PARAMETERS_MAX = 1000;
const FORM_LIST_MAX = 100;

const LIST_OF_OBJECTS = /\[\]\[/;
const decodeKey = (pair: string) => {
  const key = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
};

/** A list qs left with holes (`coupons[5]=12`) becomes the object of the positions given: `{ "5": "12" }`. */
function keepPositions(v: unknown): unknown {
  if (Array.isArray(v)) {
    const holes = Object.keys(v).length < v.length;
    if (!holes) return v.map(keepPositions);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keepPositions(x)]));
  }
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keepPositions(x)]));
  return v;
}

/**
 * A form body as the same request's JSON would be (docs/api.md#form-bodies): nested `a[b][c]`
 * fields through qs; `a[]=x&a[]=y` and `a[0]=x&a[1]=y` are lists, while keys given as positions
 * that do not run from 0 stay keys (`coupons[<shop id>]=<id>` is `{coupons: {"<shop id>": "<id>"}}`;
 * qs alone would squeeze it into `["<id>"]` and lose the shop). What cannot be read whole (nested
 * deeper than 5, more than 1,000 fields, a list of objects without positions) is refused, never
 * cut short or guessed.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  const pairs = body.split("&");
  if (pairs.length > FORM_PARAMETERS_MAX) throw new AppError("bad_request");
  // `lines[][goods_id]=1&lines[][number]=2` cannot say which line each value belongs to (qs would
  // pile them into one): a list of objects is sent with positions, `lines[0][goods_id]=1`
  if (pairs.some((p) => LIST_OF_OBJECTS.test(decodeKey(p)))) throw new AppError("bad_request");
  try {
    const parsed = qs.parse(body, {
      depth: FORM_DEPTH,
      strictDepth: true,
      arrayLimit: FORM_LIST_MAX,
      allowSparse: true,
      parameterLimit: FORM_PARAMETERS_MAX,
      allowPrototypes: false,
    });
    return keepPositions(parsed) as Record<string, unknown>;
  } catch {
    throw new AppError("bad_request");
  }
}

/** JSON and form-encoded bodies (nested `a[b][c]` fields through qs, with strict limits). */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES, parser: parseFormBody });
  await app.register(multipart, {
    // keep the client's file name as sent, so a name with a path in it can be refused (uploads never use names)
    preservePath: true,
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });
}
