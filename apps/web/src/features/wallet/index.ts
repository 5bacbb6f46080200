import "./wallet.css";

export { AddressBook } from "./components/address-book";
export { RechargeForm } from "./components/recharge-form";
export { WalletOverview } from "./components/wallet-overview";
export { type RecordsTab, WalletRecords } from "./components/wallet-records";
export { WithdrawForm } from "./components/withdraw-form";
export { RechargeQueue } from "./finance/recharge-queue";
export { UserLedger } from "./finance/user-ledger";
export { WithdrawalQueue } from "./finance/withdrawal-queue";
