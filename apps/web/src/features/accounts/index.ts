import { lazy } from "react";

export { accountsApi } from "./api/accounts-api";
export { AccountSettings } from "./components/account-settings";
export { MemberCard } from "./components/member-card";
export { PasswordForm } from "./components/password-form";
export { PayPassPanel } from "./components/paypass-panel";
export { useLogout } from "./hooks/use-logout";
export { useSessionRefresh } from "./hooks/use-session-refresh";

// The account dialogs load when first opened (the shell mounts them then), so the home page
// carries none of their forms.
export const ForgotDialog = lazy(() => import("./components/forgot-dialog").then((m) => ({ default: m.ForgotDialog })));
export const LoginDialog = lazy(() => import("./components/login-dialog").then((m) => ({ default: m.LoginDialog })));
export const PayPassDialog = lazy(() =>
  import("./components/paypass-dialog").then((m) => ({ default: m.PayPassDialog })),
);
export const RegisterDialog = lazy(() =>
  import("./components/register-dialog").then((m) => ({ default: m.RegisterDialog })),
);
