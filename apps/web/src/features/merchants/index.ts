import "./merchants.css";

export { ApplicationQueue } from "./admin/application-queue";
export { ApplyWizard } from "./components/apply-wizard";
export { BACK_OFFICE_LINKS } from "./components/back-office-links";
export { MerchantEntry } from "./components/merchant-entry";
export { MerchantFrame } from "./components/merchant-frame";
export { useMerchantState } from "./hooks/use-merchant-state";
