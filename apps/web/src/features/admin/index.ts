export { adminApi } from "./api/admin-api";
export { OutboxTable } from "./components/outbox-table";
export { OwnPasswordDialog } from "./components/own-password-dialog";
export { StaffLoginForm } from "./components/staff-login-form";
export { type AdminSection, canOpen, useStaff } from "./hooks/use-staff";
