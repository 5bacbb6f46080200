import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BannerDesk } from "../../../features/content-admin";

/** Content: banners (operators and admins). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("contentAdmin.menu_banners")}
      </Typography.Title>
      <BannerDesk />
    </>
  );
}
