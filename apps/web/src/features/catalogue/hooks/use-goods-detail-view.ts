import type { GoodsDetail } from "@mp/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { useFeedback } from "../../../ui/app-feedback";
import { type Chosen, chosenSku, priceRange } from "./spec-logic";
import { useCollect } from "./use-goods";
import { useLoginGate } from "./use-login-gate";

/** The product page's state: chosen specs and SKU, quantity within stock, the price shown, favourite. */
export function useGoodsDetailView(goods: GoodsDetail) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const money = useMoney();
  const gate = useLoginGate();
  const collect = useCollect();
  const [chosen, setChosenValue] = useState<Chosen>({});
  const [quantity, setQuantityValue] = useState(1);
  const sku = chosenSku(goods.specs, goods.skus, chosen);
  const stock = sku ? sku.stock : goods.stock;
  const [low, high] = useMemo(() => priceRange(goods.skus, goods.price), [goods.skus, goods.price]);
  const price = sku ? money(sku.price) : low === high ? money(low) : `${money(low)} – ${money(high)}`;

  /** A SKU in stock, or a warning saying what is missing. */
  const readySku = () => {
    if (sku && sku.stock > 0) return sku;
    message.warning(t(sku ? "catalogue.out_of_stock" : "catalogue.choose_spec"));
    return null;
  };

  const toggleFavourite = () => {
    if (!gate()) return;
    collect.mutate(
      { id: goods.id, collect: !goods.is_favourite },
      { onSuccess: (r) => message.success(t(r.is_favourite ? "catalogue.favourited" : "catalogue.unfavourited")) },
    );
  };

  return {
    chosen,
    /** a new choice of specs starts the quantity again at one */
    setChosen: (next: Chosen) => {
      setChosenValue(next);
      setQuantityValue(1);
    },
    quantity,
    setQuantity: (v: number | null) => setQuantityValue(Math.min(Math.max(1, Number(v) || 1), Math.max(1, stock))),
    stock,
    price,
    readySku,
    gate,
    toggleFavourite,
    favouriting: collect.isPending,
  };
}

export type GoodsDetailState = ReturnType<typeof useGoodsDetailView>;
