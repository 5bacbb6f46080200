import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RechargeForm } from "../../features/wallet";

/** `/recharge`: USDT or bank transfer with an uploaded voucher, reviewed by finance. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="recharge-page">
      <Link to="/money-package">{t("wallet.back_to_wallet")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("wallet.recharge_title")}
      </Typography.Title>
      <Card>
        <RechargeForm />
      </Card>
    </div>
  );
}
