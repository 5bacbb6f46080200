import { LockOutlined } from "@ant-design/icons";
import { App, Button, Result } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../lib/app-store";

/** Protected pages: without a token, say 'Please log in first' and open the login dialog. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    if (token) return;
    message.warning(t("errors.login_required"));
    useAppStore.getState().openDialog("loginDialog");
  }, [token, message, t]);
  if (token) return children;
  return (
    <Result
      icon={<LockOutlined />}
      title={<h1 className="result-title">{t("errors.login_required")}</h1>}
      subTitle={t("common.login_needed_text")}
      extra={
        <Button
          type="primary"
          onClick={() => useAppStore.getState().openDialog("loginDialog")}
          data-testid="require-login"
        >
          {t("common.login_now")}
        </Button>
      }
    />
  );
}
