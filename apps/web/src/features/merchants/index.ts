import "./merchants.css";

export { ApplicationQueue } from "./admin/application-queue";
export { ApplyWizard } from "./components/apply-wizard";
export { MerchantEntry } from "./components/merchant-entry";
export { useMerchantState } from "./hooks/use-merchant-state";
