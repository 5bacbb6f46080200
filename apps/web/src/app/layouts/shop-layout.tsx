import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches } from "react-router";
import { useSessionRefresh } from "../../features/accounts";
import { useCartMerge } from "../../features/cart";
import { useInit } from "../../features/content";
import type { RouteHandle } from "../route-handle";
import { GlobalDialogs } from "./dialogs/global-dialogs";
import { SiteFooter } from "./footer/site-footer";
import { SiteHeader } from "./header/site-header";
import { RequireLogin } from "./require-login";
import { useScrollTopOnNewPage } from "./use-scroll-top";

/** Shopper pages: header, content (login-guarded where the route asks), footer, dialogs. */
export function Component() {
  const { t } = useTranslation();
  useSessionRefresh();
  useCartMerge();
  usePageIdentity();
  useScrollTopOnNewPage();
  const matches = useMatches();
  const needsLogin = matches.some((m) => (m.handle as RouteHandle | undefined)?.auth);
  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        {t("common.skip_to_content")}
      </a>
      <SiteHeader />
      <main id="main" className="shop__main">
        {needsLogin ? (
          <RequireLogin>
            <Outlet />
          </RequireLogin>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      <GlobalDialogs />
    </div>
  );
}

/** Site name as the document title and init's login_img as the page icon. */
function usePageIdentity() {
  const { data } = useInit();
  const cfg = data?.appConfig;
  useEffect(() => {
    if (cfg?.site_name) document.title = cfg.site_name;
    if (cfg?.login_img) {
      const link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
      if (link) {
        link.removeAttribute("type");
        link.href = cfg.login_img;
      }
    }
  }, [cfg?.site_name, cfg?.login_img]);
}
