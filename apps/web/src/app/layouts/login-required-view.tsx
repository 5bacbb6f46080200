import { LockOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../lib/app-store";

/** What a protected page shows without a session: 'Please log in first' and a button to log in. */
export function LoginRequiredView() {
  const { t } = useTranslation();
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
