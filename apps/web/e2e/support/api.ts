import type { Envelope, GoodsDetail } from "@mp/contracts";
import type { startSmtpReceiver } from "../../../server/test/smtp-receiver.js";
import type { ServerProcess } from "./server-process.js";

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The demo seed's people (README). */
export const DEMO = {
  shopper: { email: "shopper@demo.test", password: "shopper123" },
  merchant: { email: "merchant@demo.test", password: "merchant123" },
  staff: { account: "admin@demo.test", password: "admin12345" },
} as const;

/** The delivery address the journeys give their shoppers (the address call's `data`): a default one in Berlin. */
export const BERLIN_ADDRESS = {
  name: "Ada Buyer",
  mobile_code: "49",
  mobile: "15112345678",
  country: "Germany",
  province: "Berlin",
  city: "Berlin",
  zip_code: "10115",
  address: "Unter den Linden 1",
  default: 1,
} as const;

/**
 * The API as a journey's setup calls it: POSTs JSON (or GETs) and answers `data`, throwing on any
 * answer but code 1 so that a broken setup fails where it broke.
 */
export function apiOf(server: ServerProcess) {
  /** GET `path`, or POST `body` as JSON when one is given, as the user of `token` when given */
  async function request<T>(path: string, body?: object, token?: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const env = (await res.json()) as Envelope<T>;
    if (env.code !== 1) throw new Error(`${path}: ${env.msg}`);
    return env.data;
  }

  async function call<T>(url: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as Envelope<T>;
    if (env.code !== 1) throw new Error(`${url}: ${env.msg}`);
    return env.data;
  }

  /** logs a user in; answers their token and id */
  async function login(who: { email: string; password: string }) {
    const r = await call<{ userinfo: { token: string; user_id: number } }>("/api/wanlshop/user/login", {
      account: who.email,
      password: who.password,
      top: 1,
    });
    return { token: r.userinfo.token, id: r.userinfo.user_id };
  }

  /** sets the fund (payment) password with the code mailed to the user */
  async function setPayPassword(smtp: Smtp, email: string, token: string, payPass: string) {
    await call("/api/ems/send", { event: "paypass" }, { Token: token });
    const code = await smtp.codeFor(email);
    await call("/api/wanlshop/user/pay_pass_edit", { payPass, captcha: code }, { Token: token });
  }

  /** a staff token (the demo admin) */
  async function staffLogin() {
    const r = await call<{ token: string }>("/api/admin/auth/login", DEMO.staff);
    return r.token;
  }

  /** money into a user's wallet through a finance correction (a ledger entry of type sys) */
  async function fund(staffToken: string, userId: number, amount: string, reason = "Journey float") {
    await call("/api/admin/finance/correction", { user_id: userId, amount, reason }, { Token: staffToken });
  }

  /** gives the user the journeys' delivery address (BERLIN_ADDRESS), as their default */
  async function addAddress(token: string) {
    await call("/api/wanlshop/address/address", { type: "add", data: BERLIN_ADDRESS }, { Token: token });
  }

  /** a picture uploaded as the user of `token` (for `purpose` when given); answers its url */
  async function upload(token: string, png: Uint8Array, name: string, purpose?: string) {
    const form = new FormData();
    if (purpose) form.append("purpose", purpose);
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
    const res = await fetch(`${server.url}/api/common/upload`, {
      method: "POST",
      headers: { Token: token },
      body: form,
    });
    const env = (await res.json()) as Envelope<{ url: string }>;
    if (env.code !== 1) throw new Error(`upload: ${env.msg}`);
    return env.data.url;
  }

  /** the storefront's page of goods `id` as the API answers it (null when it is not on sale) */
  async function goodsDetail(id: number, token?: string) {
    const res = await fetch(`${server.url}/api/wanlshop/product/goods?id=${id}`, {
      headers: token ? { Token: token } : {},
    });
    return ((await res.json()) as Envelope<GoodsDetail | null>).data;
  }

  /** pays an order from the user's wallet with their fund password */
  async function pay(token: string, orderId: number, payPassword: string) {
    await call("/api/wanlshop/pay/payment", { order_ids: [orderId], pay_password: payPassword }, { Token: token });
  }

  return { request, call, login, setPayPassword, staffLogin, fund, addAddress, upload, goodsDetail, pay };
}
