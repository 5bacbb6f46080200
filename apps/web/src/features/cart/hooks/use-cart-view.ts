import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useFeedback } from "../../../ui/app-feedback";
import type { CartLine } from "../api/cart-api";
import { groupByShop, selectedTotals } from "../lib/cart-math";
import { useCartActions, useCartLines } from "./use-cart";

/** Lines that can be selected (a sold-out line cannot be bought). */
const selectable = (lines: CartLine[]) => lines.filter((l) => l.stock > 0);
export const allChecked = (lines: CartLine[]) =>
  selectable(lines).length > 0 && selectable(lines).every((l) => l.checked);

/** The cart screen's state: lines by shop, selection, totals, checkout and removing the selected lines. */
export function useCartView() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const { lines, loading, error, refetch } = useCartLines();
  const { select, remove } = useCartActions();
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

  return {
    lines,
    loading,
    error,
    refetch,
    groups: groupByShop(lines),
    totals: selectedTotals(lines),
    anyChecked: checkedIds.length > 0,
    toggle,
    checkout,
    removeSelected,
  };
}
