import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { markStaffSessionEnded } from "../../../lib/staff-session";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { adminApi } from "../api/admin-api";

/** POST /api/admin/auth/login: keeps the staff token apart from the shopper's. */
export function useStaffLogin(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(adminApi.login, {
    onSuccess: (staff) => {
      markStaffSessionEnded(false);
      useAppStore.getState().setAdminToken(staff.token ?? "");
      message.success(t("admin.login_success"));
      onDone();
    },
  });
}
