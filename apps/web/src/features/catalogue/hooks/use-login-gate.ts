import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useFeedback } from "../../../ui/app-feedback";

/**
 * Protected actions of a visitor (docs/roles.md): 'Please log in first' and the login dialog.
 * Returns whether the shopper is logged in.
 */
export function useLoginGate(): () => boolean {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return () => {
    if (useAppStore.getState().token) return true;
    message.warning(t("errors.login_required"));
    useAppStore.getState().openDialog("loginDialog");
    return false;
  };
}
