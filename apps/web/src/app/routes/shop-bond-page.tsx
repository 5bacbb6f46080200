import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BondPage } from "../../features/bond";

/** `/shop_bond`: the store level table, the shop's bond and level, paying bond and asking for it back. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-bond-page">
      <Typography.Title level={1} className="page-title">
        {t("bond.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("bond.intro")}</Typography.Paragraph>
      <BondPage />
    </div>
  );
}
