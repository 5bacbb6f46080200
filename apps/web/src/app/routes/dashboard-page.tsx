import {
  BellOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  HeartOutlined,
  HistoryOutlined,
  LockOutlined,
  SettingOutlined,
  ShopOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountSettings, MemberCard } from "../../features/accounts";
import { useMerchantState } from "../../features/merchants";
import { useAppStore } from "../../lib/app-store";

/** Member centre: identity card, links to the settings pages, and the settings themselves. */
export function Component() {
  const { t } = useTranslation();
  const merchant = useMerchantState();
  // while userinfo is asked afresh, the shop the app store already knows (as the header does),
  // so a shop owner never sees "Open a shop" flash by
  const knownShop = useAppStore((s) => s.userData?.shop ?? null);
  const shop = merchant.loading ? knownShop : merchant.shop;
  return (
    <div className="container page">
      <Typography.Title level={1} className="page-title">
        {t("member.title")}
      </Typography.Title>
      <Space direction="vertical" size="large" className="full-width">
        <MemberCard />
        <nav className="quick-links" aria-label={t("member.my_lists")}>
          <Link to="/collect-goods" data-testid="member-favourites">
            <HeartOutlined /> {t("member.favourites")}
          </Link>
          <Link to="/collect-shop" data-testid="member-followed-shops">
            <ShopOutlined /> {t("member.followed_shops")}
          </Link>
          <Link to="/history" data-testid="member-history">
            <HistoryOutlined /> {t("member.history")}
          </Link>
          <Link to="/money-package" data-testid="member-wallet">
            <WalletOutlined /> {t("wallet.title")}
          </Link>
          <Link to="/shipping-address" data-testid="member-addresses">
            <EnvironmentOutlined /> {t("addresses.title")}
          </Link>
          <Link to="/coupons" data-testid="member-coupons">
            <GiftOutlined /> {t("coupons.title")}
          </Link>
          <Link to="/messages" data-testid="member-notices">
            <BellOutlined /> {t("notices.title")}
          </Link>
          <Link to="/merchant" data-testid="member-merchant">
            <ShopOutlined /> {shop ? t("merchants.my_shop_named", { name: shop.shopname }) : t("merchants.open_shop")}
          </Link>
        </nav>
        <nav className="quick-links" aria-label={t("member.settings")}>
          <Link to="/setup">
            <SettingOutlined /> {t("member.settings")}
          </Link>
          <Link to="/login-password">
            <LockOutlined /> {t("member.tab_password")}
          </Link>
          <Link to="/transaction-password">
            <LockOutlined /> {t("member.tab_paypass")}
          </Link>
        </nav>
        <AccountSettings />
      </Space>
    </div>
  );
}
