import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PasswordForm } from "../../features/accounts";

/** Login password change. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow">
      <Typography.Title level={1} className="page-title">
        {t("member.tab_password")}
      </Typography.Title>
      <Card>
        <PasswordForm />
      </Card>
    </div>
  );
}
