import { MenuOutlined } from "@ant-design/icons";
import { language } from "@mp/contracts/constants";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartLink } from "../../../features/cart";
import { useInit } from "../../../features/content";
import { useAppStore } from "../../../lib/app-store";
import { useWideScreen } from "../../screen-hint";
import { AuthLinks } from "./auth-links";
import { CategoryMenu } from "./category-menu";
import { ServiceLinks } from "./header-links";
import { HeaderSearch } from "./header-search";

import { LanguageDropdown } from "./language-dropdown";
import { MoneyTypeSelect } from "./money-type-select";

const MenuDrawer = lazy(() => import("./menu-drawer").then((m) => ({ default: m.MenuDrawer })));

/** Brand: logo and site name, linking home. */
function Brand() {
  const { t } = useTranslation();
  const cfg = useInit().data?.appConfig;
  const name = cfg?.site_name || t("common.brand");
  return (
    <Link to="/" className="brand" aria-label={t("header.home_link", { site: name })}>
      {cfg?.logo ? (
        <img src={cfg.logo} alt="" className="brand__logo" height={36} />
      ) : (
        <img src="/favicon.svg" alt="" className="brand__logo" width={36} height={36} />
      )}
      <span className="brand__name">{name}</span>
    </Link>
  );
}

/** Header on all shopper pages; on narrow screens the links move into a drawer. */
export function SiteHeader() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const rtl = language(useAppStore((s) => s.country)).dir === "rtl";
  const [drawer, setDrawer] = useState(false);
  // the drawer's code loads when it is first opened, then it stays mounted (its closing animation)
  const [drawerUsed, setDrawerUsed] = useState(false);
  const close = () => setDrawer(false);
  return (
    <header className="site-header">
      {wide ? (
        <div className="top-bar">
          <div className="container top-bar__inner">
            <nav className="top-bar__links" aria-label={t("header.menu")}>
              <ServiceLinks />
            </nav>
            <div className="top-bar__prefs">
              <LanguageDropdown />
              <MoneyTypeSelect />
              <AuthLinks />
            </div>
          </div>
        </div>
      ) : null}
      <div className="container main-bar">
        {wide ? null : (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t("header.menu")}
            onClick={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
            data-testid="header-menu"
          />
        )}
        <Brand />
        {wide ? null : <CartLink compact />}
        <HeaderSearch />
      </div>
      <CategoryMenu />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer open={!wide && drawer} onClose={close} rtl={rtl} />
        </Suspense>
      ) : null}
    </header>
  );
}
