import sharp from "sharp";
import { createStaff } from "../src/modules/staff/index.js";
import { type Json, letResendWindowPass, registerAndLogin, type TestApp } from "./harness.js";

/** A logged-in user with a payment password, set through the real code-by-mail flow. */
export async function payingUser(t: TestApp, email: string, payPass = "135790") {
  const u = await registerAndLogin(t, email);
  await givePayPassword(t, email, u.token, payPass);
  return { ...u, payPass };
}

/** Sets the payment password of the user signed in with `token` through the code-by-mail flow. */
export async function givePayPassword(t: TestApp, email: string, token: string, payPass: string) {
  await letResendWindowPass(t, email);
  await t.post("/api/ems/send", { event: "paypass" }, { token });
  const captcha = await t.smtp.codeFor(email, t.smtp.mails.length - 1);
  const res = await t.post("/api/wanlshop/user/pay_pass_edit", { payPass, captcha }, { token });
  if (res.code !== 1) throw new Error(`pay password: ${res.msg}`);
}

export async function financeStaff(t: TestApp, email = "cash@ops.test", role: "finance" | "support" = "finance") {
  await createStaff(t.database.db, { email, name: email, role, password: "finance-pass-1" });
  return (await t.post("/api/admin/auth/login", { account: email, password: "finance-pass-1" })).data.token as string;
}

/** Uploads one file as the web app does (multipart, field `file`); `url` may be the `Common/uploadPic` alias. */
export async function uploadFile(
  t: TestApp,
  token: string,
  file: Buffer,
  filename: string,
  purpose?: string,
  url = "/api/common/upload",
) {
  const boundary = "----mpwallet";
  const parts: Buffer[] = [];
  if (purpose)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token },
    payload: Buffer.concat(parts),
  });
  return res.json();
}

export const voucherImage = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();

/** Recharge through the real flow (voucher upload, request, finance approval). Returns the recharge id. */
export async function fundedBy(t: TestApp, token: string, staffToken: string, amount: string) {
  const voucher = await uploadFile(t, token, await voucherImage(), "v.png", "voucher");
  const req = await t.post(
    "/api/wanlshop/pay/recharge",
    { amount, method: "bank", voucher: voucher.data.url },
    { token },
  );
  if (req.code !== 1) throw new Error(`recharge: ${req.msg}`);
  const ok = await t.post(
    "/api/admin/finance/recharge_review",
    { id: req.data.id, approve: 1, note: "bank ref 42" },
    { token: staffToken },
  );
  if (ok.code !== 1) throw new Error(`approve: ${ok.msg}`);
  return req.data.id as number;
}

/** POST with an `Idempotency-Key` header (the harness's `post` sends none). */
export async function postWithKey(t: TestApp, url: string, body: object, token: string, key: string) {
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { token, "content-type": "application/json", "idempotency-key": key },
    payload: JSON.stringify(body),
  });
  return res.json() as Json;
}

/** A signed link's parts: path under the upload folder, `exp` and `sig`. */
export function linkParts(link: string) {
  const u = new URL(link, "http://x");
  return {
    rel: u.pathname.replace(/^\/api\/files\//, ""),
    exp: u.searchParams.get("exp") ?? "",
    sig: u.searchParams.get("sig") ?? "",
  };
}
