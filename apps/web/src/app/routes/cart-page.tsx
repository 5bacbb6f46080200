import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CartView } from "../../features/cart";

/** `/shopping_cart`: the cart, for visitors (this browser) and shoppers (the server). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="cart-page">
      <Typography.Title level={1} className="page-title">
        {t("cart.title")}
      </Typography.Title>
      <CartView />
    </div>
  );
}
