import { FacebookFilled, InstagramFilled, XOutlined } from "@ant-design/icons";
import { LANGUAGES } from "@mp/contracts/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { flagSrc } from "../../../lib/flags";
import { PaymentBadges } from "./payment-badges";

interface FooterLink {
  key: string;
  to: string;
}

/** Footer link groups; targets the spec does not show stay '#'. */
const GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "footer.help_title",
    links: [
      { key: "footer.help_center", to: "#" },
      { key: "footer.shipping", to: "#" },
      { key: "footer.returns", to: "#" },
      { key: "footer.contact", to: "#" },
    ],
  },
  {
    title: "footer.about_title",
    links: [
      { key: "footer.about_us", to: "/about" },
      { key: "footer.platform_intro", to: "/privacy_agreement?type=5" },
      { key: "footer.user_agreement", to: "/privacy_agreement?type=1" },
    ],
  },
  {
    title: "footer.more_title",
    links: [
      { key: "footer.privacy_policy", to: "/privacy_agreement?type=2" },
      { key: "footer.merchant", to: "/merchant" },
    ],
  },
];

function FooterAnchor({ link, label }: { link: FooterLink; label: string }) {
  return link.to === "#" ? <a href="#top">{label}</a> : <Link to={link.to}>{label}</Link>;
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
              <img src={flagSrc(l.flag)} alt={l.name} width={24} height={18} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer: social links, payment logos, link groups, international sites, legal bar. */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useAppStore((s) => s.init_data?.appConfig.site_name) || t("common.brand");
  return (
    <footer className="footer">
      <div className="container footer__top">
        <div className="footer__brand">
          <h2 className="footer__heading">{t("footer.social")}</h2>
          <div className="footer__social">
            <a href="#top" aria-label="Facebook">
              <FacebookFilled />
            </a>
            <a href="#top" aria-label="X">
              <XOutlined />
            </a>
            <a href="#top" aria-label="Instagram">
              <InstagramFilled />
            </a>
          </div>
          <h2 className="footer__heading">{t("footer.payments")}</h2>
          <PaymentBadges />
        </div>
        {GROUPS.map((g) => (
          <div key={g.title} className="footer__group">
            <h2 className="footer__heading">{t(g.title)}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.key}>
                  <FooterAnchor link={l} label={t(l.key)} />
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
          <span>{t("footer.copyright", { site })}</span>
        </div>
      </div>
    </footer>
  );
}
