import "./bond.css";

export { BondPage } from "./components/bond-page";
export { BondRefundQueue } from "./console/bond-refund-queue";
export { StoreLocks } from "./console/store-locks";
