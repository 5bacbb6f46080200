import { ShopOutlined } from "@ant-design/icons";
import { SHOP_STATE } from "@mp/contracts/constants";
import { Card, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BACK_OFFICE_LINKS } from "./back-office-links";

/** The merchant's back-office home: the shop and the ways into its pages. */
export function BackOffice({ shop }: { shop: { id: number; shopname: string; state: number } }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="merchant-back-office">
      <Typography.Title level={2} className="back-office__title">
        {shop.shopname}{" "}
        <Tag color={shop.state === SHOP_STATE.open ? "green" : "red"}>{t(`merchants.shop_state_${shop.state}`)}</Tag>
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("merchants.office_welcome")}</Typography.Paragraph>
      <nav className="quick-links" aria-label={t("merchants.office")}>
        {BACK_OFFICE_LINKS.map((l) => (
          <Link key={l.to} to={l.to} data-testid={l.testId}>
            {l.icon} {t(l.label)}
          </Link>
        ))}
        <Link to={`/store?id=${shop.id}`} data-testid="office-storefront">
          <ShopOutlined /> {t("merchants.storefront")}
        </Link>
      </nav>
    </Card>
  );
}
