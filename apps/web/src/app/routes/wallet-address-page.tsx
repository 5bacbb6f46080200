import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressBook } from "../../features/wallet";

/** `/wallet_address`: saved withdrawal addresses per network. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="wallet-address-page">
      <Link to="/money-package">{t("wallet.back_to_wallet")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("wallet.addresses_title")}
      </Typography.Title>
      <Card>
        <AddressBook />
      </Card>
    </div>
  );
}
