import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ShopSettingsView } from "../../features/shop-settings";

/** `/shop-setting`: the shop's name (a change is reviewed), pictures, bio, welcome message and working hours. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-setting-page">
      <Typography.Title level={1} className="page-title">
        {t("shop_settings.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("shop_settings.intro")}</Typography.Paragraph>
      <ShopSettingsView />
    </div>
  );
}
