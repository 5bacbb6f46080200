/** The wallet module's only door. Every balance change in the product goes through `moveMoney`. */
export { bondOf, holdOf, settlementOf, walletOf } from "./account-codes.js";
export { userLedgerView } from "./finance.service.js";
export { balanceOf, bondsAtLeast, ENTRY_TYPES, type EntryType, type Move, type MoveResult } from "./ledger.js";
export {
  type LedgerCheckRecord,
  lastLedgerCheck,
  pendingFinance,
  presentLedgerCheck,
  runLedgerCheck,
} from "./ledger-check.js";
export { upgradeLegacyMemos } from "./legacy-memos.js";
export { moveMoney } from "./move.js";
export { checkLedger, type LedgerReport } from "./reconcile.js";
export { type EntryOnAccount, entriesOnAccount, type LedgerSum, ledgerSums } from "./reports.repo.js";
export { walletRoutes } from "./wallet.routes.js";
