import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CouponDesk } from "../../../features/coupons";

/** Coupons: issue platform and shop coupons (operators and admins). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("coupons.admin_menu")}
      </Typography.Title>
      <CouponDesk />
    </>
  );
}
