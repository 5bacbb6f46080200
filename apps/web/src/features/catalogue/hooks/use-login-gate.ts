import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";

/**
 * Protected actions of a visitor (docs/roles.md): 'Please log in first' and the login dialog.
 * Returns whether the shopper is logged in.
 */
export function useLoginGate(): () => boolean {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return () => {
    if (useAppStore.getState().token) return true;
    message.warning(t("errors.login_required"));
    useAppStore.getState().openDialog("loginDialog");
    return false;
  };
}
