import "./shop-finance.css";

export { FinanceReportView } from "./components/finance-report";
export { PendingSettlementView } from "./components/pending-list";
export { SettledList } from "./components/settled-list";
