import type { GoodsDetail, GoodsSku } from "@mp/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { useFeedback } from "../../../ui/app-feedback";
import { useCartActions } from "./use-cart";

/** The chosen specification as the server writes it: "Colour: Black, Storage: 128GB". */
export function specLabel(goods: GoodsDetail, sku: GoodsSku): string {
  return goods.specs
    .filter((s) => sku.spec_values[s.name])
    .map((s) => `${s.name}: ${sku.spec_values[s.name]}`)
    .join(", ");
}

/** Query string of `/order_confirm` for one product bought at once ("buy now"). */
export function buyNowHref(goodsId: number, skuId: number, number: number): string {
  return `/order_confirm?goods_id=${goodsId}&sku_id=${skuId}&number=${number}`;
}

/**
 * The product page's add-to-cart and buy-now (the page checks that a specification in stock is
 * chosen first). A visitor's add goes to the local cart; buying now needs a login.
 */
export function useBuyActions() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { add } = useCartActions();

  const addToCart = (goods: GoodsDetail, sku: GoodsSku, number: number) => {
    add.mutate(
      {
        id: 0,
        goods_id: goods.id,
        sku_id: sku.id,
        number,
        checked: true,
        price: sku.price,
        spec: specLabel(goods, sku),
        spec_values: sku.spec_values,
        stock: sku.stock,
        goods: { id: goods.id, title: goods.title, image: goods.image },
        shop: { id: goods.shop.id, name: goods.shop.shopname },
      },
      { onSuccess: () => message.success(t("cart.added")) },
    );
  };

  const buyNow = (goods: GoodsDetail, sku: GoodsSku, number: number) => {
    if (!useAppStore.getState().token) {
      message.warning(t("errors.login_required"));
      useAppStore.getState().openDialog("loginDialog");
      return;
    }
    navigate(buyNowHref(goods.id, sku.id, number));
  };

  return { addToCart, buyNow, adding: add.isPending };
}
