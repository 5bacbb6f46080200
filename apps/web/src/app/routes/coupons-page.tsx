import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CouponCenter } from "../../features/coupons";

/** `/coupons`: coupons on offer and the shopper's claimed ones. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="coupons-page">
      <Link to="/dashboard">{t("addresses.back")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("coupons.title")}
      </Typography.Title>
      <Card>
        <CouponCenter />
      </Card>
    </div>
  );
}
