import { Button, Checkbox } from "antd";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { allChecked, type useCartView } from "../hooks/use-cart-view";

/** Select all, remove the selected lines, the selected count and total, checkout. */
export function CartBar({ c }: { c: ReturnType<typeof useCartView> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <footer className="cart-bar" data-testid="cart-bar">
      <Checkbox
        checked={allChecked(c.lines)}
        indeterminate={!allChecked(c.lines) && c.anyChecked}
        onChange={(e) => c.toggle(c.lines, e.target.checked)}
        data-testid="cart-check-all"
      >
        {t("cart.select_all")}
      </Checkbox>
      <Button type="link" danger onClick={c.removeSelected} data-testid="cart-remove-selected">
        {t("cart.remove_selected")}
      </Button>
      <span className="cart-bar__sum">
        {t("cart.selected_count", { n: c.totals.count })}
        <span className="cart-bar__total">
          {t("cart.total")}: <bdi data-testid="cart-total">{money(c.totals.total)}</bdi>
        </span>
      </span>
      <Button type="primary" danger size="large" onClick={c.checkout} data-testid="cart-checkout">
        {t("cart.checkout")}
      </Button>
    </footer>
  );
}
