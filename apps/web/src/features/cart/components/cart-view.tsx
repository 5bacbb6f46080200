import { ShopOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { App, Button, Checkbox, Empty, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";
import type { CartLine } from "../api/cart-api";
import { useCartActions, useCartLines } from "../hooks/use-cart";
import { groupByShop, selectedTotals } from "../lib/cart-math";
import { CartLineRow } from "./cart-line-row";

/** Lines that can be selected (a sold-out line cannot be bought). */
const selectable = (lines: CartLine[]) => lines.filter((l) => l.stock > 0);
const allChecked = (lines: CartLine[]) => selectable(lines).length > 0 && selectable(lines).every((l) => l.checked);

/** `/shopping_cart`: lines grouped by shop, select per shop and all, quantities, totals, checkout. */
export function CartView() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const money = useMoney();
  const { lines, loading, error, refetch } = useCartLines();
  const { select, remove } = useCartActions();

  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) {
    return (
      <Result
        status="warning"
        title={t("cart.load_failed")}
        extra={
          <Button onClick={refetch} data-testid="cart-retry">
            {t("cart.retry")}
          </Button>
        }
      />
    );
  }
  if (lines.length === 0) {
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

  const groups = groupByShop(lines);
  const totals = selectedTotals(lines);
  const checkedIds = lines.filter((l) => l.checked).map((l) => l.id);
  const toggle = (of: CartLine[], checked: boolean) => select.mutate({ ids: selectable(of).map((l) => l.id), checked });

  const checkout = () => {
    if (checkedIds.length === 0) return message.warning(t("cart.select_first"));
    if (!useAppStore.getState().token) {
      message.warning(t("errors.login_required"));
      return useAppStore.getState().openDialog("loginDialog");
    }
    navigate(`/order_confirm?cart_ids=${checkedIds.join(",")}`);
  };
  const removeSelected = () => {
    if (checkedIds.length === 0) return message.warning(t("cart.select_first"));
    modal.confirm({
      title: t("cart.remove_selected_title", { n: checkedIds.length }),
      okText: t("cart.remove"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "cart-remove-confirm" },
      onOk: () => remove.mutateAsync(checkedIds),
    });
  };

  return (
    <div className="cart" data-testid="cart">
      {groups.map((g) => (
        <section key={g.shopId} className="cart-shop" data-testid="cart-shop" data-shop-id={g.shopId}>
          <header className="cart-shop__head">
            <Checkbox
              checked={allChecked(g.lines)}
              indeterminate={!allChecked(g.lines) && g.lines.some((l) => l.checked)}
              onChange={(e) => toggle(g.lines, e.target.checked)}
              data-testid="cart-shop-check"
            >
              <ShopOutlined /> <span dir="auto">{g.shopname}</span>
            </Checkbox>
          </header>
          <ul className="cart-lines">
            {g.lines.map((l) => (
              <CartLineRow key={l.id} line={l} />
            ))}
          </ul>
        </section>
      ))}
      <footer className="cart-bar" data-testid="cart-bar">
        <Checkbox
          checked={allChecked(lines)}
          indeterminate={!allChecked(lines) && checkedIds.length > 0}
          onChange={(e) => toggle(lines, e.target.checked)}
          data-testid="cart-check-all"
        >
          {t("cart.select_all")}
        </Checkbox>
        <Button type="link" danger onClick={removeSelected} data-testid="cart-remove-selected">
          {t("cart.remove_selected")}
        </Button>
        <span className="cart-bar__sum">
          {t("cart.selected_count", { n: totals.count })}
          <span className="cart-bar__total">
            {t("cart.total")}: <bdi data-testid="cart-total">{money(totals.total)}</bdi>
          </span>
        </span>
        <Button type="primary" danger size="large" onClick={checkout} data-testid="cart-checkout">
          {t("cart.checkout")}
        </Button>
      </footer>
    </div>
  );
}
