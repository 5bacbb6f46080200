import { CODE, type Envelope } from "@mp/contracts/constants";
import { useAppStore } from "./app-store";
import { apiEvents, feedback } from "./feedback";
import { i18n } from "./i18n";

/** A failed call: envelope code 0, 401 or 402, or a network or server fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly key?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** use the staff token of the admin console instead of the shopper token */
  admin?: boolean;
  /** do not toast a code 0 failure (the caller shows it) */
  silent?: boolean;
  /** extra request headers (e.g. `Idempotency-Key` on money-moving calls) */
  headers?: Record<string, string>;
}

/** The translated text of a failure: the catalogue key when known, else the server's message. */
export function errorText(key: string | undefined, msg: string): string {
  if (key && i18n.exists(`errors.${key}`)) return i18n.t(`errors.${key}`);
  return msg || i18n.t("errors.server_error");
}

function headers(admin: boolean, json: boolean): Record<string, string> {
  const s = useAppStore.getState();
  const h: Record<string, string> = { Lang: s.country, mtype: s.moneyType };
  const token = admin ? s.adminToken : s.token;
  if (token) h.Token = token;
  if (json) h["Content-Type"] = "application/json";
  return h;
}

/** How a call reaches the API: the browser's fetch, or the server's own when it draws a first screen (ssr/). */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

async function send(path: string, init: RequestInit) {
  try {
    const res = await transport(path, init);
    return (await res.json()) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** POSTs to the API and unwraps the envelope (docs/api.md). */
export async function apiPost<T>(
  path: string,
  body?: Record<string, unknown> | FormData,
  opts: CallOptions = {},
): Promise<T> {
  const admin = Boolean(opts.admin);
  const isForm = body instanceof FormData;
  const init = {
    method: "POST",
    headers: { ...headers(admin, !isForm), ...opts.headers },
    body: isForm ? body : JSON.stringify(body ?? {}),
  };
  return unwrap<T>(await send(path, init), admin, opts);
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** GETs a list call with a query string (empty values left out) and unwraps the envelope. */
export async function apiGet<T>(path: string, query: Query = {}, opts: CallOptions = {}): Promise<T> {
  const admin = Boolean(opts.admin);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  const qs = params.toString();
  const init = { method: "GET", headers: headers(admin, false) };
  return unwrap<T>(await send(qs ? `${path}?${qs}` : path, init), admin, opts);
}

/** The session is over (a 401 answer, or the socket closed with 4001): say so and show the login state. */
export function sessionEnded(scope: "shop" | "admin"): void {
  if (scope === "admin") {
    // several staff calls may fail together: one message, the first time the token is cleared
    if (useAppStore.getState().adminToken) feedback.message?.warning(i18n.t("people.session_ended"));
  } else feedback.message?.warning(i18n.t("errors.login_required"));
  apiEvents.unauthorized(scope);
}

function unwrap<T>(env: Envelope<unknown> | null, admin: boolean, opts: CallOptions): T {
  if (!env || typeof env.code !== "number") {
    const text = i18n.t("errors.server_error");
    feedback.message?.error(text);
    throw new ApiError(text, -1, "server_error");
  }
  if (env.code === CODE.OK) return env.data as T;
  const text = errorText(env.error, env.msg);
  if (env.code === CODE.LOGIN) {
    sessionEnded(admin ? "admin" : "shop");
  } else if (env.code === CODE.STORE_LOCKED) {
    apiEvents.storeLocked();
  } else if (!opts.silent) {
    feedback.message?.error(text);
  }
  throw new ApiError(text, env.code, env.error, env.field);
}
