import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useFeedback } from "../../../ui/app-feedback";
import { accountsApi } from "../api/accounts-api";

/** Logout flow (docs/states.md): warning confirmation, call, clear storage, message, home. */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      type: "warning",
      title: t("header.logout_title"),
      content: t("header.logout_text"),
      okText: t("header.logout"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "logout-confirm" },
      onOk: async () => {
        await accountsApi.logout().catch(() => undefined);
        localStorage.clear();
        useAppStore.getState().clearSession();
        message.success(t("header.logout_success"));
        navigate("/");
      },
    });
  };
}
