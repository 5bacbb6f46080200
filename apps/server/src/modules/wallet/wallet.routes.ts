import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { deleteAddress, listAddresses, saveAddress } from "./addresses.service.js";
import * as finance from "./finance.service.js";
import { ledgerCheckNow } from "./ledger-check.js";
import { rechargeList, requestRecharge } from "./recharge.service.js";
import { readRechargeRules, readWithdrawRules, saveRechargeRules, saveWithdrawRules } from "./rules.admin.js";
import { walletInfo, walletRecords, walletRulesView } from "./wallet.service.js";
import { requestWithdrawal, withdrawalList } from "./withdraw.service.js";

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Wallet calls for shoppers and merchants, and the finance desk under /api/admin/finance. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/wallet/info", async (req) => ok(await walletInfo(req.ctx)));
  app.post("/api/wanlshop/wallet/rules", async (req) => ok(await walletRulesView(req.ctx)));
  app.post("/api/wanlshop/wallet/records", async (req) => ok(await walletRecords(req.ctx, req.body)));
  app.post("/api/wanlshop/wallet/address_list", async (req) => ok(await listAddresses(req.ctx)));
  app.post("/api/wanlshop/wallet/address_save", async (req) =>
    ok(await saveAddress(req.ctx, req.body), "Saved successfully"),
  );
  app.post("/api/wanlshop/wallet/address_delete", async (req) => {
    await deleteAddress(req.ctx, req.body);
    return ok(null, "Deleted");
  });
  app.post("/api/wanlshop/pay/recharge", async (req) =>
    ok(await requestRecharge(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post("/api/wanlshop/pay/recharge_list", async (req) => ok(await rechargeList(req.ctx, req.body)));
  app.post("/api/wanlshop/pay/withdraw", async (req) =>
    ok(await requestWithdrawal(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post("/api/wanlshop/pay/withdraw_list", async (req) => ok(await withdrawalList(req.ctx, req.body)));

  app.post("/api/admin/finance/recharges", async (req) => ok(await finance.rechargeQueue(req.ctx, req.body)));
  app.post("/api/admin/finance/withdrawals", async (req) => ok(await finance.withdrawalQueue(req.ctx, req.body)));
  app.post("/api/admin/finance/recharge_review", async (req) =>
    ok(await finance.reviewRecharge(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/finance/withdrawal_review", async (req) =>
    ok(await finance.reviewWithdrawal(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/finance/correction", async (req) => ok(await finance.correct(req.ctx, req.body), "Saved"));
  app.post("/api/admin/finance/ledger", async (req) => ok(await finance.userLedger(req.ctx, req.body)));
  app.post("/api/admin/finance/ledger_check", async (req) => ok(await ledgerCheckNow(req.ctx), "Checked"));
  app.post("/api/admin/finance/freeze", async (req) => ok(await finance.freeze(req.ctx, req.body), "Saved"));

  app.post("/api/admin/rules/withdraw", async (req) => ok(await readWithdrawRules(req.ctx)));
  app.post("/api/admin/rules/withdraw_save", async (req) => ok(await saveWithdrawRules(req.ctx, req.body), "Saved"));
  app.post("/api/admin/rules/recharge", async (req) => ok(await readRechargeRules(req.ctx)));
  app.post("/api/admin/rules/recharge_save", async (req) => ok(await saveRechargeRules(req.ctx, req.body), "Saved"));
}
