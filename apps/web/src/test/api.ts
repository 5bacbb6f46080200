import { CODE, type Envelope, ERRORS, type ErrorKey } from "@mp/contracts/constants";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * The API as the component tests see it: MSW answers the app's own fetch calls (lib/api-client.ts)
 * at the network level, in the API's envelope. A call no test answered fails the test
 * (`onUnhandledRequest: "error"` in setup.ts).
 */
export const server = setupServer();

const now = () => Math.floor(Date.now() / 1000);

/** A success envelope around `data` (docs/api.md). */
export const envelope = <T>(data: T): Envelope<T> => ({ code: CODE.OK, msg: "", time: now(), data });

/** A refusal envelope: code 0 with the failure's stable key and the server's English message. */
export const refusal = (error: ErrorKey, field?: string): Envelope<null> => ({
  code: CODE.FAIL,
  msg: ERRORS[error],
  time: now(),
  data: null,
  error,
  ...(field ? { field } : {}),
});

/** What a handler was asked: the request body (POST, JSON) or the query string (GET) as an object. */
export type Asked = Record<string, unknown>;

/** Every call the handlers answered in this test, in order (cleared after each test). */
export const calls: { method: string; path: string; body: Asked }[] = [];
export const resetCalls = () => void calls.splice(0);

async function askedOf(request: Request): Promise<Asked> {
  if (request.method === "GET") return Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return {};
  return ((await request.json()) as Asked | null) ?? {};
}

type Reply<T> = T | ((asked: Asked) => T);
const replyOf = <T>(reply: Reply<T>, asked: Asked): T =>
  typeof reply === "function" ? (reply as (asked: Asked) => T)(asked) : reply;

function handler(method: "post" | "get", path: string, answer: (asked: Asked) => Envelope<unknown> | "never") {
  return http[method](path, async ({ request }) => {
    const asked = await askedOf(request);
    calls.push({ method: request.method, path, body: asked });
    const env = answer(asked);
    if (env === "never") {
      await delay("infinite");
      return HttpResponse.json(null);
    }
    return HttpResponse.json(env);
  });
}

/** Answers `POST path` with `data` (typed with the contract's answer type), or with what `data(body)` returns. */
export const onPost = <T>(path: string, data: Reply<T>) => handler("post", path, (a) => envelope(replyOf(data, a)));

/** Answers `GET path` with `data`, or with what `data(query)` returns. */
export const onGet = <T>(path: string, data: Reply<T>) => handler("get", path, (a) => envelope(replyOf(data, a)));

/** Refuses `POST path` with a failure key of the catalogue (packages/contracts/src/errors.ts). */
export const refusePost = (path: string, error: ErrorKey, field?: string) =>
  handler("post", path, () => refusal(error, field));

/** Refuses `GET path` with a failure key of the catalogue. */
export const refuseGet = (path: string, error: ErrorKey, field?: string) =>
  handler("get", path, () => refusal(error, field));

/** Never answers `method path` (the screen's loading state stays). */
export const pending = (method: "post" | "get", path: string) => handler(method, path, () => "never");

/** A broken answer: HTTP 500 with a body that is not an envelope (a proxy's error page). */
export const brokenPost = (path: string) =>
  http.post(path, ({ request }) => {
    calls.push({ method: request.method, path, body: {} });
    return new HttpResponse("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
  });
