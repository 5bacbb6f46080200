import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressList } from "../../features/addresses";

/** `/shipping-address`: the shopper's shipping addresses. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page narrow" data-testid="shipping-address-page">
      <Link to="/dashboard">{t("addresses.back")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("addresses.title")}
      </Typography.Title>
      <Card>
        <AddressList />
      </Card>
    </div>
  );
}
