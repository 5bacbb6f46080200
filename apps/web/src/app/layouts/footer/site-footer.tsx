import { LANGUAGES, SERVICE_CHAT_LINK } from "@mp/contracts/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { flagSrc } from "../../../lib/flags";
import { PaymentBadges } from "./payment-badges";

/** A footer link from the operators' data: a site path, the customer-service chat, or an https address. */
function FooterAnchor({ url, label }: { url: string; label: string }) {
  if (url === SERVICE_CHAT_LINK)
    return (
      <a
        href={url}
        onClick={(e) => {
          e.preventDefault();
          useAppStore.getState().openDialog("kefuDialog");
        }}
      >
        {label}
      </a>
    );
  if (url.startsWith("/")) return <Link to={url}>{label}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function Sites() {
  const { t } = useTranslation();
  return (
    <div className="footer__sites">
      <h2 className="footer__heading">{t("footer.sites")}</h2>
      <ul className="footer__flags">
        {LANGUAGES.map((l, i) => (
          <li key={l.code}>
            <button
              type="button"
              className="footer__flag"
              onClick={() => useAppStore.getState().setLanguage(l.code, i)}
              title={l.name}
            >
              <img src={flagSrc(l.flag)} alt={l.name} width={24} height={18} fetchPriority="low" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Footer: payment logos, link groups, international sites, legal bar. No social links: the site
 * settings hold no addresses for them, and a link that leads nowhere is worse than none.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useAppStore((s) => s.init_data?.appConfig.site_name) || t("common.brand");
  // the link groups come with init in the page's language (setting footer_links, issue 17)
  const groups = useAppStore((s) => s.init_data?.footer) ?? [];
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <h2 className="footer__heading">{t("footer.payments")}</h2>
          <PaymentBadges />
        </div>
        {groups.map((g, gi) => (
          // groups are the operators' ordered list; titles need not be unique
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
          <div key={gi} className="footer__group" data-testid="footer-group">
            <h2 className="footer__heading">{g.title}</h2>
            <ul>
              {g.links.map((l, li) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
                <li key={li}>
                  <FooterAnchor url={l.url} label={l.label} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="container">
        <Sites />
      </div>
      <div className="footer__legal">
        <div className="container footer__legal-inner">
          <nav aria-label={t("footer.legal")} className="footer__legal-links">
            <Link to="/privacy_agreement?type=2">{t("footer.privacy_cookies")}</Link>
            <Link to="/privacy_agreement?type=1">{t("footer.terms")}</Link>
            <Link to="/about">{t("footer.accessibility")}</Link>
          </nav>
          <span>{t("footer.copyright", { site, year: new Date().getUTCFullYear() })}</span>
        </div>
      </div>
    </footer>
  );
}
