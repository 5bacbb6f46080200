import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { StaffLoginForm } from "../../../features/admin";
import { useAppStore } from "../../../lib/app-store";
import { LanguageDropdown } from "../../layouts/header/language-dropdown";

/** Staff sign-in page of the console. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.adminToken);
  if (token) return <Navigate to="/admin" replace />;
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
        <StaffLoginForm onDone={() => navigate("/admin", { replace: true })} />
      </Card>
    </main>
  );
}
