import { Alert, Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { StaffLoginForm } from "../../../features/admin";
import { useAppStore } from "../../../lib/app-store";
import { isConsolePath } from "../../../lib/staff-session";
import { LanguageDropdown } from "../../layouts/header/language-dropdown";

/** Staff sign-in page of the console. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.adminToken);
  const [params] = useSearchParams();
  const asked = params.get("next");
  const next = isConsolePath(asked) ? asked : "/admin";
  if (token) return <Navigate to={next} replace />;
  return (
    <main className="admin-login">
      <div className="admin-login__lang">
        <LanguageDropdown />
      </div>
      <Card className="admin-login__card">
        <Typography.Title level={1} className="admin-login__title">
          {t("admin.login_title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("admin.console")}</Typography.Paragraph>
        {params.get("expired") === "1" && (
          <div className="admin-login__ended" data-testid="staff-session-ended">
            <Alert type="warning" showIcon title={t("people.session_ended")} />
          </div>
        )}
        <StaffLoginForm onDone={() => navigate(next, { replace: true })} />
      </Card>
    </main>
  );
}
