import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ShopHomeView } from "../../features/shop-home";

/** `/shop-store`: the merchant's shop home (figures, the last 30 days, level and promotion). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-store-page">
      <Typography.Title level={1} className="page-title">
        {t("shop_home.title")}
      </Typography.Title>
      <ShopHomeView />
    </div>
  );
}
