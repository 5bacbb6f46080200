import { z } from "zod";

/**
 * Who may call a route, as the API reference shows it. Shoppers and merchants send their session
 * in the `Token` header (a merchant is a shopper with a shop); staff send a staff session in the
 * same header; `optional` reads a session when one is sent (prices, favourites) and works without.
 */
export type Auth = "none" | "optional" | "shopper" | "merchant" | "staff";

/** What a route reads: a contract schema (parsed in its service with `parse`), or nothing. */
export type Input = z.ZodType | "none";

export interface RouteDocOptions {
  /** the contract `data` holds on success, when it has one (else any) */
  data?: z.ZodType;
  /** a longer text under the summary */
  description?: string;
  /** the same input is read from the query string (GET) as from the body (POST) */
  query?: boolean;
  /** a multipart upload: the file field's name */
  file?: string;
  /** success answers a file of this type, not the envelope (refusals are still the envelope) */
  produces?: string;
}

/** Where a route's docs are kept in its `schema`; read by platform/http/openapi.ts. */
export const DOCS_MARK = "x-mp-docs";

/** The envelope in the document's components (platform/http/openapi.ts). */
export const ENVELOPE_REF = "#/components/schemas/Envelope";

const toJson = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return json;
};

const isObjectSchema = (json: Record<string, unknown>) =>
  json.type === "object" && typeof json.properties === "object" && json.properties !== null;

/**
 * The route's `schema` for the API reference, built from the zod schema its service validates
 * with (one source). It documents only: platform/http/openapi.ts makes Fastify pass every request
 * through unchanged (validation and its error envelope stay in the services) and send answers
 * with plain JSON.stringify (no field is ever dropped).
 */
function routeSchema(tag: string, summary: string, auth: Auth, input: Input, opts: RouteDocOptions = {}) {
  const schema: Record<string, unknown> = { tags: [tag], summary, [DOCS_MARK]: { auth } };
  if (opts.description) schema.description = opts.description;
  if (auth !== "none") {
    const scheme = auth === "staff" ? "staffToken" : "userToken";
    // optional: either a session or none
    schema.security = auth === "optional" ? [{ [scheme]: [] }, {}] : [{ [scheme]: [] }];
  }
  if (opts.file) {
    const fields = input === "none" ? {} : ((toJson(input).properties as Record<string, unknown>) ?? {});
    schema.consumes = ["multipart/form-data"];
    schema.body = {
      type: "object",
      required: [opts.file],
      properties: { ...fields, [opts.file]: { type: "string", format: "binary" } },
    };
  } else if (input !== "none") {
    const json = toJson(input);
    schema.body = json;
    schema.consumes = ["application/json", "application/x-www-form-urlencoded"];
    // a list call taking GET names its fields in the query string
    if (opts.query && isObjectSchema(json)) schema.querystring = json;
  }
  const data = opts.data ? toJson(opts.data) : undefined;
  const envelope = data
    ? { allOf: [{ $ref: ENVELOPE_REF }, { type: "object", properties: { data } }] }
    : { $ref: ENVELOPE_REF };
  const answer = (description: string, body: unknown = { $ref: ENVELOPE_REF }) => ({
    description,
    content: { "application/json": { schema: body } },
  });
  schema.response = {
    200: opts.produces
      ? {
          description: "The file; a refusal is the envelope (code 0)",
          content: {
            [opts.produces]: { schema: { type: "string", format: "binary" } },
            "application/json": { schema: envelope },
          },
        }
      : answer("The envelope: code 1 and `data` on success; code 0, `error` and maybe `field` on a refusal", envelope),
    ...(auth === "none" || auth === "optional" ? {} : { 401: answer("Not logged in: code 401, `login_required`") }),
    ...(auth === "merchant" ? { 402: answer("Store locked: code 402, `store_locked`") } : {}),
    429: answer("Too many requests: code 0, `rate_limited`"),
  };
  return schema;
}

/** A route's options carrying its docs (what a module's doc helper returns). */
export type RouteDocs = { schema: Record<string, unknown> };

/**
 * A module's doc helper: `const doc = routeDocs("Accounts")`, then on each route
 * `app.post(url, doc("Log in", "none", loginBody), handler)`. The result is the route's options.
 */
export function routeDocs(tag: string) {
  return (summary: string, auth: Auth, input: Input, opts?: RouteDocOptions): RouteDocs => ({
    schema: routeSchema(tag, summary, auth, input, opts),
  });
}

/** The same docs for the GET twin of a POST route: Fastify refuses a body schema on GET. */
export function getDocs(docs: RouteDocs): RouteDocs {
  const { body: _, consumes: __, ...schema } = docs.schema;
  return { schema };
}
