import {
  financeCorrectionBody,
  financeFreezeBody,
  financeQueueQuery,
  financeReviewBody,
  financeUserBody,
  pageQuery,
  rechargeBody,
  rechargeRulesBody,
  walletAddressIdBody,
  walletAddressSaveBody,
  walletRecordsQuery,
  withdrawBody,
  withdrawRulesBody,
} from "@mp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { deleteAddress, listAddresses, saveAddress } from "./addresses.service.js";
import * as finance from "./finance.service.js";
import { ledgerCheckNow } from "./ledger-check.js";
import { rechargeList, requestRecharge } from "./recharge.service.js";
import { readRechargeRules, readWithdrawRules, saveRechargeRules, saveWithdrawRules } from "./rules.admin.js";
import { walletInfo, walletRecords, walletRulesView } from "./wallet.service.js";
import { requestWithdrawal, withdrawalList } from "./withdraw.service.js";

const doc = routeDocs("Wallet");
const desk = routeDocs("Staff: finance");
const rules = routeDocs("Staff: rules");

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Wallet calls for shoppers and merchants, and the finance desk under /api/admin/finance. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/wallet/info", doc("My wallet: balance and figures", "shopper", "none"), async (req) =>
    ok(await walletInfo(req.ctx)),
  );
  app.post("/api/wanlshop/wallet/rules", doc("The wallet's rules (limits and fees)", "shopper", "none"), async (req) =>
    ok(await walletRulesView(req.ctx)),
  );
  app.post("/api/wanlshop/wallet/records", doc("My wallet records", "shopper", walletRecordsQuery), async (req) =>
    ok(await walletRecords(req.ctx, req.body)),
  );
  app.post("/api/wanlshop/wallet/address_list", doc("My payout addresses", "shopper", "none"), async (req) =>
    ok(await listAddresses(req.ctx)),
  );
  app.post(
    "/api/wanlshop/wallet/address_save",
    doc("Save a payout address", "shopper", walletAddressSaveBody),
    async (req) => ok(await saveAddress(req.ctx, req.body), "Saved successfully"),
  );
  app.post(
    "/api/wanlshop/wallet/address_delete",
    doc("Delete a payout address", "shopper", walletAddressIdBody),
    async (req) => {
      await deleteAddress(req.ctx, req.body);
      return ok(null, "Deleted");
    },
  );
  app.post(
    "/api/wanlshop/pay/recharge",
    doc("Ask for a recharge (Idempotency-Key)", "shopper", rechargeBody),
    async (req) => ok(await requestRecharge(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post("/api/wanlshop/pay/recharge_list", doc("My recharges", "shopper", pageQuery), async (req) =>
    ok(await rechargeList(req.ctx, req.body)),
  );
  app.post(
    "/api/wanlshop/pay/withdraw",
    doc("Ask for a withdrawal (Idempotency-Key)", "shopper", withdrawBody),
    async (req) => ok(await requestWithdrawal(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post("/api/wanlshop/pay/withdraw_list", doc("My withdrawals", "shopper", pageQuery), async (req) =>
    ok(await withdrawalList(req.ctx, req.body)),
  );

  app.post("/api/admin/finance/recharges", desk("Recharges to review", "staff", financeQueueQuery), async (req) =>
    ok(await finance.rechargeQueue(req.ctx, req.body)),
  );
  app.post("/api/admin/finance/withdrawals", desk("Withdrawals to review", "staff", financeQueueQuery), async (req) =>
    ok(await finance.withdrawalQueue(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/finance/recharge_review",
    desk("Approve or reject a recharge", "staff", financeReviewBody),
    async (req) => ok(await finance.reviewRecharge(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/finance/withdrawal_review",
    desk("Approve or reject a withdrawal", "staff", financeReviewBody),
    async (req) => ok(await finance.reviewWithdrawal(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/finance/correction",
    desk("Correct a wallet balance", "staff", financeCorrectionBody),
    async (req) => ok(await finance.correct(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/finance/ledger",
    desk("A user's ledger (with the records' page fields)", "staff", financeUserBody),
    async (req) => ok(await finance.userLedger(req.ctx, req.body)),
  );
  app.post("/api/admin/finance/ledger_check", desk("Run the ledger check now", "staff", "none"), async (req) =>
    ok(await ledgerCheckNow(req.ctx), "Checked"),
  );
  app.post(
    "/api/admin/finance/freeze",
    desk("Freeze or unfreeze a user's money", "staff", financeFreezeBody),
    async (req) => ok(await finance.freeze(req.ctx, req.body), "Saved"),
  );

  app.post("/api/admin/rules/withdraw", rules("Withdrawal rules", "staff", "none"), async (req) =>
    ok(await readWithdrawRules(req.ctx)),
  );
  app.post(
    "/api/admin/rules/withdraw_save",
    rules("Save the withdrawal rules", "staff", withdrawRulesBody),
    async (req) => ok(await saveWithdrawRules(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/rules/recharge", rules("Recharge rules", "staff", "none"), async (req) =>
    ok(await readRechargeRules(req.ctx)),
  );
  app.post(
    "/api/admin/rules/recharge_save",
    rules("Save the recharge rules", "staff", rechargeRulesBody),
    async (req) => ok(await saveRechargeRules(req.ctx, req.body), "Saved"),
  );
}
