import { ShopOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { Button, Checkbox, Empty, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CartLine } from "../api/cart-api";
import { allChecked, useCartView } from "../hooks/use-cart-view";
import { CartBar } from "./cart-bar";
import { CartLineRow } from "./cart-line-row";

interface ShopProps {
  shopId: number;
  shopname: string;
  lines: CartLine[];
  onToggle: (checked: boolean) => void;
}

function CartShop({ shopId, shopname, lines, onToggle }: ShopProps) {
  return (
    <section className="cart-shop" data-testid="cart-shop" data-shop-id={shopId}>
      <header className="cart-shop__head">
        <Checkbox
          checked={allChecked(lines)}
          indeterminate={!allChecked(lines) && lines.some((l) => l.checked)}
          onChange={(e) => onToggle(e.target.checked)}
          data-testid="cart-shop-check"
        >
          <ShopOutlined /> <span dir="auto">{shopname}</span>
        </Checkbox>
      </header>
      <ul className="cart-lines">
        {lines.map((l) => (
          <CartLineRow key={l.id} line={l} />
        ))}
      </ul>
    </section>
  );
}

/** `/shopping_cart`: lines grouped by shop, select per shop and all, quantities, totals, checkout. */
export function CartView() {
  const { t } = useTranslation();
  const c = useCartView();

  if (c.loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (c.error) {
    return (
      <Result
        status="warning"
        title={t("cart.load_failed")}
        extra={
          <Button onClick={c.refetch} data-testid="cart-retry">
            {t("cart.retry")}
          </Button>
        }
      />
    );
  }
  if (c.lines.length === 0) {
    return (
      <Empty
        image={<ShoppingCartOutlined className="cart-empty__icon" />}
        description={t("cart.empty")}
        data-testid="cart-empty"
      >
        <Link to="/">
          <Button type="primary" tabIndex={-1}>
            {t("cart.go_shopping")}
          </Button>
        </Link>
      </Empty>
    );
  }

  return (
    <div className="cart" data-testid="cart">
      {c.groups.map((g) => (
        <CartShop
          key={g.shopId}
          shopId={g.shopId}
          shopname={g.shopname}
          lines={g.lines}
          onToggle={(on) => c.toggle(g.lines, on)}
        />
      ))}
      <CartBar c={c} />
    </div>
  );
}
