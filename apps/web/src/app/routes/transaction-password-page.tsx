import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PayPassPanel } from "../../features/accounts";

/** Transaction (fund) password: status and the six-digit dialog. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow">
      <Typography.Title level={1} className="page-title">
        {t("member.tab_paypass")}
      </Typography.Title>
      <Card>
        <PayPassPanel />
      </Card>
    </div>
  );
}
