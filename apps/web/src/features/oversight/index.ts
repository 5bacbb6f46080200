/** The console's oversight: dashboard, refund arbitration, audit log. */
import "./oversight.css";

export { type Dashboard as DashboardFigures, oversightApi } from "./api/oversight-api";
export { AuditLog } from "./components/audit-log";
export { Dashboard } from "./components/dashboard";
export { RefundQueue } from "./components/refund-queue";
