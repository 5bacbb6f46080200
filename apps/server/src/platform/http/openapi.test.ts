import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { apiRoutes } from "./openapi.js";

/**
 * Routes still without a `routeDocs` schema (none today). This list may only shrink: a new route
 * without one fails the test, and so does documenting one listed here without removing it.
 */
const UNDOCUMENTED: string[] = [];

/** added by this test only, to show that a route without docs is caught */
const PLANTED = "POST /api/test-only/undocumented";

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Op>>;
};
type Op = {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};

describe("API reference (/api/docs)", () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post("/api/test-only/undocumented", async () => ({}));
    });
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    // validate() dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("documents every /api/ route but the known list, which only shrinks", () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes.filter((r) => !r.documented).map((r) => `${r.method} ${r.url}`);
    expect(missing.sort()).toEqual([PLANTED, ...UNDOCUMENTED].sort());
  });

  it("lists each documented route with its tag, summary and answers", () => {
    const documented = apiRoutes(t.app).filter((x) => x.documented);
    expect(Object.keys(doc.paths)).not.toContain("/api/test-only/undocumented");
    for (const r of documented) {
      const path = r.url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op?.tags?.length, `${r.method} ${r.url} tag`).toBe(1);
      expect(op?.summary, `${r.method} ${r.url} summary`).toBeTruthy();
      expect(op?.responses["200"], `${r.method} ${r.url} 200`).toBeDefined();
    }
  });

  it("takes the request body from the contract the service parses, and shows the auth", () => {
    const login = doc.paths["/api/wanlshop/user/login"]?.post;
    const body = login?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(["account", "password"]));
    expect(login?.security).toBeUndefined();

    const profile = doc.paths["/api/wanlshop/user/profile"]?.post;
    expect(profile?.security).toEqual([{ userToken: [] }]);
    expect(profile?.responses["401"]).toBeDefined();

    const staffList = doc.paths["/api/admin/staff/list"]?.post;
    expect(staffList?.security).toEqual([{ staffToken: [] }]);

    // a list call taking GET names the same contract's fields in the query string
    const lists = doc.paths["/api/wanlshop/product/lists"];
    expect(lists?.get?.requestBody).toBeUndefined();
    expect(lists?.get?.parameters?.filter((p) => p.in === "query").map((p) => p.name)).toEqual(
      expect.arrayContaining(["search", "page", "filter"]),
    );
    expect(lists?.post?.requestBody?.content["application/x-www-form-urlencoded"]).toBeDefined();
  });

  it("leaves validation and answers to the services: refusals keep their envelope, answers keep every field", async () => {
    const refused = await t.post("/api/wanlshop/user/login", { account: "", password: 5 });
    expect(refused.code).toBe(0);
    expect(refused.error).toBeTruthy();
    expect(refused.msg).not.toMatch(/body\//);

    const unknown = await t.post("/api/wanlshop/user/login", { account: "nobody@example.com", password: "secret123" });
    expect(unknown).toMatchObject({ code: 0, error: expect.any(String), time: expect.any(Number) });
  });

  it("serves the browsable page with its own scripts under the app's CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    const html = page.statusCode === 302 ? await t.app.inject({ method: "GET", url: "/api/docs/" }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toMatch(/text\/html/);
    expect(String(html.headers["content-security-policy"])).toMatch(/script-src 'self'/);
    expect(html.body).toMatch(/swagger-ui/);
    const init = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(init.statusCode).toBe(200);
    expect(init.body).toMatch(/\/api\/docs\/json|\.\/json/);
  });
});
