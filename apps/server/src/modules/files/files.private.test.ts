import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { STORAGE_BACKENDS, storageFor } from "../../../test/storage-backends.js";
import { financeStaff, linkParts, postWithKey, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { signedUrl } from "./index.js";

/**
 * Private vouchers: a link is handed only to the owner (upload, recharge, recharge records) and to
 * finance staff (queue, review); a link works only with its own path, its own signature and
 * before its `exp`. Every refusal is the "not found" envelope and carries no image. The same on
 * both storages: the upload folder and an S3 bucket.
 */
describe.each(STORAGE_BACKENDS)("private vouchers (%s storage)", (backend) => {
  let t: TestApp;
  let storage: Awaited<ReturnType<typeof storageFor>>;
  let fin: string;
  let support: string;
  let ann: { token: string; userId: number };
  let bob: { token: string; userId: number };
  /** ann's voucher path, bob's, and a second file of ann's that no recharge uses */
  const path = { ann: "", bob: "", annSpare: "" };
  const recharge = { ann: 0, bob: 0 };

  const fetch = (url: string) => t.app.inject({ method: "GET", url });
  const refused = async (url: string, what: string) => {
    const res = await fetch(url);
    expect(res.headers["content-type"], what).toContain("application/json");
    expect(res.json(), what).toMatchObject({ code: 0, error: "not_found" });
  };
  const served = async (url: string, what: string) => {
    const res = await fetch(url);
    expect(res.statusCode, what).toBe(200);
    expect(res.headers["content-type"], what).toBe("image/webp");
    return res.rawPayload;
  };
  /** every signed link an answer holds, with its path */
  const linksIn = (answer: unknown) =>
    [...JSON.stringify(answer).matchAll(/\/api\/files\/[^"]+/g)].map((m) => ({ link: m[0], ...linkParts(m[0]) }));

  beforeAll(async () => {
    storage = await storageFor(backend);
    t = await createTestApp(storage.env);
    expect(t.app.platform.storage.kind).toBe(backend);
    fin = await financeStaff(t);
    support = await financeStaff(t, "help@files.test", "support");
    ann = await quickUser(t, "ann@files.test");
    bob = await quickUser(t, "bob@files.test");
    for (const [who, u] of [
      ["ann", ann],
      ["bob", bob],
    ] as const) {
      const up = await uploadFile(t, u.token, await voucherImage(), "proof.png", "voucher");
      expect(up.code).toBe(1);
      path[who] = up.data.url;
      const r = await postWithKey(
        t,
        "/api/wanlshop/pay/recharge",
        { amount: "20", method: "bank", voucher: up.data.url },
        u.token,
        `${who}-recharge-1`,
      );
      expect(r.code).toBe(1);
      recharge[who] = r.data.id;
    }
    path.annSpare = (await uploadFile(t, ann.token, await voucherImage(), "more.png", "voucher")).data.url;
  });
  afterAll(async () => {
    await closeWithBooksBalanced(t);
    await storage.close();
  });

  it("hands the owner a working link in the upload answer, the recharge answer and the recharge records", async () => {
    const up = await uploadFile(t, ann.token, await voucherImage(), "again.png", "voucher");
    expect(linkParts(up.data.preview).rel).toBe(up.data.url);
    await served(up.data.preview, "upload preview");
    const list = await t.post("/api/wanlshop/pay/recharge_list", {}, { token: ann.token });
    expect(list.data.data).toHaveLength(1);
    expect(list.data.data[0]).toMatchObject({ id: recharge.ann });
    expect(linkParts(list.data.data[0].voucher).rel).toBe(path.ann);
    await served(list.data.data[0].voucher, "ann's own recharge record");
  });

  it("never shows a user's voucher to another user, through any call that hands out links", async () => {
    const answers: [string, Json][] = [
      ["recharge_list", await t.post("/api/wanlshop/pay/recharge_list", {}, { token: bob.token })],
      [
        "recharge_list page 1 of 100",
        await t.post("/api/wanlshop/pay/recharge_list", { limit: 100 }, { token: bob.token }),
      ],
      ["withdraw_list", await t.post("/api/wanlshop/pay/withdraw_list", {}, { token: bob.token })],
      ["wallet records", await t.post("/api/wanlshop/wallet/records", {}, { token: bob.token })],
      // ann's voucher in bob's recharge: refused before anything is signed
      [
        "recharge with ann's voucher",
        await t.post(
          "/api/wanlshop/pay/recharge",
          { amount: "20", method: "bank", voucher: path.ann },
          { token: bob.token },
        ),
      ],
      // ann's Idempotency-Key and ann's very body: keys are per user, so nothing of ann's is replayed
      [
        "ann's key and body",
        await postWithKey(
          t,
          "/api/wanlshop/pay/recharge",
          { amount: "20", method: "bank", voucher: path.ann },
          bob.token,
          "ann-recharge-1",
        ),
      ],
      ["finance queue with a user token", await t.post("/api/admin/finance/recharges", {}, { token: bob.token })],
      [
        "finance review with a user token",
        await t.post(
          "/api/admin/finance/recharge_review",
          { id: recharge.ann, approve: 0, note: "x" },
          { token: bob.token },
        ),
      ],
    ];
    const [mine, , , , foreign, replay, queue, review] = answers.map(([, a]) => a);
    for (const [what, answer] of answers) {
      expect(JSON.stringify(answer), what).not.toContain(path.ann);
      expect(JSON.stringify(answer), what).not.toContain(path.annSpare);
      for (const l of linksIn(answer)) expect(l.rel, what).toBe(path.bob);
    }
    expect(mine?.data.data.map((r: { id: number }) => r.id)).toEqual([recharge.bob]);
    expect(foreign).toMatchObject({ code: 0, error: "voucher_required" });
    expect(replay).toMatchObject({ code: 0, error: "voucher_required" });
    expect(queue?.code).toBe(401);
    expect(review?.code).toBe(401);
    // and the recharge of ann's is still waiting, untouched by bob's calls
    const annList = await t.post("/api/wanlshop/pay/recharge_list", {}, { token: ann.token });
    expect(annList.data.data.map((r: { status: string }) => r.status)).toEqual(["daishen"]);
  });

  it("refuses a link with a tampered signature, another file's path or a changed or passed exp", async () => {
    const [own] = (await t.post("/api/wanlshop/pay/recharge_list", {}, { token: ann.token })).data.data;
    const { exp, sig } = linkParts(own.voucher);
    const [bobs] = (await t.post("/api/wanlshop/pay/recharge_list", {}, { token: bob.token })).data.data;
    const link = (rel: string, e: string | number, s: string) => `/api/files/${rel}?exp=${e}&sig=${s}`;
    await served(link(path.ann, exp, sig), "the link as handed out");
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "0" ? "1" : "0") + s.slice(i + 1);
    const tampered: [string, string][] = [
      ["first signature digit changed", link(path.ann, exp, flip(sig, 0))],
      ["last signature digit changed", link(path.ann, exp, flip(sig, sig.length - 1))],
      ["signature in capitals", link(path.ann, exp, sig.toUpperCase())],
      ["signature cut short", link(path.ann, exp, sig.slice(0, 32))],
      ["signature empty", link(path.ann, exp, "")],
      ["no signature", `/api/files/${path.ann}?exp=${exp}`],
      ["no exp", `/api/files/${path.ann}?sig=${sig}`],
      ["bob's file with ann's signature", link(path.bob, exp, sig)],
      ["ann's other file with this file's signature", link(path.annSpare, exp, sig)],
      ["ann's file with bob's signature", link(path.ann, linkParts(bobs.voucher).exp, linkParts(bobs.voucher).sig)],
      ["exp pushed a day later", link(path.ann, Number(exp) + 86_400, sig)],
      ["exp a second earlier", link(path.ann, Number(exp) - 1, sig)],
      ["path climbing out of the folder", link(`private/../../${path.ann}`, exp, sig)],
      ["a public path", link(path.ann.replace(/^private/, "public"), exp, sig)],
    ];
    for (const [what, url] of tampered) await refused(url, what);

    // signed with the real key, but expired: refused only because the hour has passed
    const expired = await signedUrl(t.database.db, path.ann, -60);
    expect(linkParts(expired).sig).toMatch(/^[0-9a-f]{64}$/);
    await refused(expired, "a correctly signed link whose exp has passed");
    await served(await signedUrl(t.database.db, path.ann, 60), "the same link with a minute left");
  });

  it("lets finance read every voucher through its queue and review answers, and no other staff", async () => {
    const annBytes = await served(
      (await t.post("/api/wanlshop/pay/recharge_list", {}, { token: ann.token })).data.data[0].voucher,
      "ann's own link",
    );
    const queue = await t.post("/api/admin/finance/recharges", { status: "daishen" }, { token: fin });
    const byUser = new Map(queue.data.data.map((r: { user_id: number; voucher: string }) => [r.user_id, r.voucher]));
    expect(linkParts(byUser.get(ann.userId) as string).rel).toBe(path.ann);
    expect(linkParts(byUser.get(bob.userId) as string).rel).toBe(path.bob);
    expect(await served(byUser.get(ann.userId) as string, "finance's link to ann's voucher")).toEqual(annBytes);
    await served(byUser.get(bob.userId) as string, "finance's link to bob's voucher");
    const reviewed = await t.post(
      "/api/admin/finance/recharge_review",
      { id: recharge.ann, approve: 0, note: "amount not received" },
      { token: fin },
    );
    expect(reviewed.code).toBe(1);
    await served(reviewed.data.voucher, "the review answer's link");

    for (const url of ["/api/admin/finance/recharges", "/api/admin/finance/recharge_review"]) {
      const answer = await t.post(url, { id: recharge.bob, approve: 1, note: "x" }, { token: support });
      expect(answer, url).toMatchObject({ code: 0, error: "forbidden" });
      expect(linksIn(answer), url).toEqual([]);
    }
    expect((await t.post("/api/wanlshop/pay/recharge_list", {}, { token: bob.token })).data.data[0].status).toBe(
      "daishen",
    );
  });
  it("serves a voucher only through its link: never as a public upload, and not once it is gone", async () => {
    const up = await uploadFile(t, ann.token, await voucherImage(), "gone.png", "voucher");
    expect(await t.app.platform.storage.exists(up.data.url)).toBe(true);
    const bytes = await served(up.data.preview, "the fresh link");
    expect(bytes.length).toBeGreaterThan(0);
    const name = up.data.url.replace(/^private\//, "");
    for (const url of [
      `/uploads/${up.data.url}`,
      `/uploads/public/../${up.data.url}`,
      `/uploads/public/%2e%2e/${up.data.url}`,
      `/uploads/public/..%2f${up.data.url}`,
      `/uploads/public/${name}`,
    ])
      await refused(url, `public path ${url}`);
    await t.app.platform.storage.delete(up.data.url);
    await refused(up.data.preview, "a signed link whose file was removed");
  });
});
