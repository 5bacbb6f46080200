import { ShoppingCartOutlined } from "@ant-design/icons";
import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCartCount } from "../hooks/use-cart";

/** The header's cart link with its badge: the sum of the cart lines' numbers (`compact`: icon only, for phones). */
export function CartLink({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/shopping_cart"
      className={compact ? "hdr-link cart-link--compact" : "hdr-link hdr-link--icon"}
      onClick={onNavigate}
      data-testid={compact ? "header-cart-phone" : "header-cart"}
      aria-label={count ? `${t("cart.title")} (${count})` : t("cart.title")}
      title={t("cart.title")}
    >
      <Badge count={count} size="small" offset={[4, -2]} data-testid="header-cart-badge">
        <ShoppingCartOutlined />
      </Badge>
      {compact ? null : <span>{t("cart.title")}</span>}
    </Link>
  );
}
