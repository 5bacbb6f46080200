import { Menu } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ErrorState, LoadingState } from "../../../ui";
import { useMerchantState } from "../hooks/use-merchant-state";
import { BACK_OFFICE_LINKS } from "./back-office-links";
import { MerchantEntry } from "./merchant-entry";

/**
 * The frame of every back-office page: the pages' navigation (a column on a desktop, a row that
 * scrolls on a phone) beside the page. Someone who is not a merchant sees the merchant entry
 * instead (log in, not yet a business user + Apply, or the application's state).
 */
export function MerchantFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const m = useMerchantState();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // a page's own sub-pages (e.g. /shop-goods/edit) keep its entry selected
  const selected = BACK_OFFICE_LINKS.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`))?.to ?? "";
  const hasShop = Boolean(m.shop);
  // on a phone the navigation is a row that scrolls: keep the current page's entry in sight
  useEffect(() => {
    if (!hasShop || !selected) return;
    nav.current?.querySelector(`a[href="${selected}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [selected, hasShop]);
  if (m.loggedIn && m.loading) return <LoadingState />;
  if (m.failed) return <ErrorState onRetry={m.retry} />;
  if (!m.shop)
    return (
      <div className="container page">
        <MerchantEntry />
      </div>
    );
  const items = BACK_OFFICE_LINKS.map((l) => ({
    key: l.to,
    icon: l.icon,
    label: (
      <Link to={l.to} data-testid={`nav-${l.testId}`}>
        {t(l.label)}
      </Link>
    ),
  }));
  return (
    <div className="container page merchant-frame" data-testid="merchant-frame">
      <nav ref={nav} className="merchant-frame__nav" aria-label={t("merchants.nav_label")}>
        <div className="merchant-frame__shop">
          <Link to="/merchant">{m.shop.shopname}</Link>
        </div>
        <Menu mode="inline" selectedKeys={[selected]} items={items} className="merchant-frame__menu" />
      </nav>
      <div className="merchant-frame__page">{children}</div>
    </div>
  );
}
