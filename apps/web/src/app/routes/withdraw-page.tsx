import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WithdrawForm } from "../../features/wallet";

/** `/withdraw`: a saved address, the amount with its fee shown live, and the fund password. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="withdraw-page">
      <Link to="/money-package">{t("wallet.back_to_wallet")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("wallet.withdraw_title")}
      </Typography.Title>
      <Card>
        <WithdrawForm />
      </Card>
    </div>
  );
}
