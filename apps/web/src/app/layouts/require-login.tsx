import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../lib/app-store";
import { useFeedback } from "../../ui/app-feedback";

const LoginRequiredView = lazy(() => import("./login-required-view").then((m) => ({ default: m.LoginRequiredView })));

/** Protected pages: without a token, say 'Please log in first' and open the login dialog. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    if (token) return;
    message.warning(t("errors.login_required"));
    useAppStore.getState().openDialog("loginDialog");
  }, [token, message, t]);
  if (token) return children;
  return (
    <Suspense fallback={null}>
      <LoginRequiredView />
    </Suspense>
  );
}
