import { createRequire } from "node:module";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ERRORS } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { DOCS_MARK } from "./route-docs.js";

const require = createRequire(import.meta.url);

export const DOCS_PATH = "/api/docs";

/** One registered route as the reference sees it. */
export interface RouteEntry {
  method: string;
  url: string;
  /** its schema came from `routeDocs` (summary, input or "none", auth) */
  documented: boolean;
}

const routesOf = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every `/api/` route registered on the app, documented or not (the reference's test reads it). */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return routesOf.get(app) ?? [];
}

const envelopeSchema = {
  type: "object" as const,
  required: ["code", "msg", "time", "data"],
  properties: {
    code: {
      type: "integer" as const,
      enum: [0, 1, 401, 402],
      description: "1 success; 0 refused; 401 not logged in; 402 store locked",
    },
    msg: {
      type: "string" as const,
      description:
        "The answer's message in the request's Lang (a refusal's catalogue text; English when Lang is absent)",
    },
    time: { type: "integer" as const, description: "unix seconds" },
    data: { description: "the answer; on a refusal null or details (for example `country`)" },
    error: {
      type: "string" as const,
      enum: Object.keys(ERRORS),
      description: "stable key of a refusal (packages/contracts errors.ts)",
    },
    field: { type: "string" as const, description: "the request field a refusal is about" },
  },
};

/** The tags the operations use, staff areas last. */
function tagsOf(paths: Record<string, unknown>): { name: string }[] {
  const names = new Set<string>();
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops as Record<string, { tags?: string[] }>))
      for (const t of op.tags ?? []) names.add(t);
  }
  const staff = (t: string) => (t.startsWith("Staff") ? 1 : 0);
  return [...names].sort((a, b) => staff(a) - staff(b) || a.localeCompare(b)).map((name) => ({ name }));
}

/**
 * The API reference: an OpenAPI 3.1 document at /api/docs/json and a browsable page at /api/docs,
 * built from each route's `routeDocs` schema (the zod contract its service parses with). Must be
 * registered before the modules. Route schemas only document: Fastify passes every body and query
 * through unvalidated (the services' `parse` answers refusals in the envelope) and answers are sent
 * with plain JSON.stringify, so no field is dropped by a response schema.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const routes: RouteEntry[] = [];
  routesOf.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith(DOCS_PATH)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const documented = Boolean(route.schema && DOCS_MARK in route.schema);
    for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url, documented });
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Marketplace API",
        version: (require("../../../package.json") as { version: string }).version,
        description:
          "Every shopper, merchant and staff call. Bodies are JSON or form-encoded (nested fields as `a[b]=c`); list calls also take GET with the same fields in the query string. Every answer is the envelope `{code, msg, time, data}`; a refusal is code 0 with HTTP 200 and a stable `error` key. Headers: `Token` (session), `Lang`, `mtype`; money-moving calls take `Idempotency-Key`.",
      },
      components: {
        securitySchemes: {
          userToken: {
            type: "apiKey",
            in: "header",
            name: "token",
            description: "A shopper's (or merchant's) session from /api/wanlshop/user/login",
          },
          staffToken: {
            type: "apiKey",
            in: "header",
            name: "token",
            description: "A staff session from /api/admin/auth/login",
          },
        },
        schemas: { Envelope: envelopeSchema },
      },
    },
    // only documented API routes: the websocket, files and the web app are not calls
    hideUntagged: true,
    // shopper and merchant areas first, then the staff console's, each alphabetically
    transformObject: (doc) =>
      "openapiObject" in doc
        ? { ...doc.openapiObject, tags: tagsOf(doc.openapiObject.paths ?? {}) }
        : doc.swaggerObject,
    transform: ({ schema, url, route }) => {
      const { [DOCS_MARK]: _, ...rest } = (schema ?? {}) as Record<string, unknown>;
      // GET reads the query string, POST the body
      if (route.method === "GET" || (Array.isArray(route.method) && !route.method.includes("POST"))) delete rest.body;
      else delete rest.querystring;
      return { schema: rest, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: "none", deepLinking: true, validatorUrl: null },
    // the page's own scripts and styles are files under /api/docs/static (helmet's CSP allows 'self')
    staticCSP: false,
  });
}
