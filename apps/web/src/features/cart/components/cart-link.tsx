import { ShoppingCartOutlined } from "@ant-design/icons";
import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCartCount } from "../hooks/use-cart";

/** The header's cart link with its badge: the sum of the cart lines' numbers (`compact`: icon only, for phones). */
export function CartLink({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const count = useCartCount();
  // the count is drawn beside the link (aria-hidden) and spoken in its name: a number inside the
  // link would make its visible text ("1 Cart") differ from its name ("Cart (1)", WCAG 2.5.3)
  return (
    <span className="hdr-badged">
      <Link
        to="/shopping_cart"
        className={compact ? "hdr-link cart-link--compact" : "hdr-link hdr-link--icon"}
        onClick={onNavigate}
        data-testid={compact ? "header-cart-phone" : "header-cart"}
        aria-label={count ? `${t("cart.title")} (${count})` : t("cart.title")}
        title={t("cart.title")}
      >
        <ShoppingCartOutlined />
        {compact ? null : <span>{t("cart.title")}</span>}
      </Link>
      {/* none while empty: an empty badge still mounts its animation, whose first step redraws the
          page's header at once when the page is taken over from the server's drawing */}
      {count ? (
        <Badge count={count} size="small" className="hdr-badged__count" aria-hidden data-testid="header-cart-badge" />
      ) : null}
    </span>
  );
}
