import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../../lib/money";
import { useApiMutation, usePagedQuery } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type ShopOrderDetail, type ShopOrderTab, shopOrdersApi, supplierDeskApi } from "../api/shop-orders-api";

/** What the back office's pages may plug in: "Contact buyer" opens the chat (the route wires it). */
export const contactHook: { openWithBuyer: (order: ShopOrderDetail) => void } = {
  openWithBuyer: () => undefined,
};

/** The order list on a tab with a search; every tab's count comes with each page. */
export function useShopOrderList(initial: ShopOrderTab) {
  const [tab, setTab] = useState<ShopOrderTab>(initial);
  const [keyword, setKeyword] = useState("");
  const list = usePagedQuery(["shop-orders", tab, keyword], (page) => shopOrdersApi.list(tab, page, keyword));
  return { tab, setTab, keyword, setKeyword, list };
}

function useDone() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return () => void message.success(t("shop_orders.done"));
}

const AGAIN = [["shop-orders"], ["shop-order"], ["shop-wallet"]];

/** "Pay and ship" went through: how much left the wallet, and who ships now. */
function usePaid() {
  const { t } = useTranslation();
  const money = useMoney();
  const { message } = useFeedback();
  return (amount: string) => void message.success(t("shop_orders.pay_ship_done", { amount: money(amount) }));
}

/** One order, and what the merchant may do with it. */
export function useShopOrder(id: number) {
  const done = useDone();
  const paid = usePaid();
  const detail = useQuery({ queryKey: ["shop-order", id], queryFn: () => shopOrdersApi.detail(id), enabled: id > 0 });
  const ship = useApiMutation((v: { name: string; no: string }) => shopOrdersApi.ship(id, v.name, v.no), {
    invalidate: AGAIN,
    onSuccess: done,
  });
  const payShip = useApiMutation(
    (v: { password: string; key: string }) => shopOrdersApi.payShip(id, v.password, v.key),
    { invalidate: AGAIN, onSuccess: (r) => paid(r.paid) },
  );
  const agree = useApiMutation((refundId: number) => shopOrdersApi.agree(refundId), {
    invalidate: AGAIN,
    onSuccess: done,
  });
  const refuse = useApiMutation((v: { id: number; reason: string }) => shopOrdersApi.refuse(v.id, v.reason), {
    invalidate: AGAIN,
    onSuccess: done,
  });
  const receive = useApiMutation((refundId: number) => shopOrdersApi.receive(refundId), {
    invalidate: AGAIN,
    onSuccess: done,
  });
  return { detail, ship, payShip, agree, refuse, receive };
}

/** The merchant's available balance (shown before "Pay and ship"). */
export const useShopWallet = (enabled: boolean) =>
  useQuery({ queryKey: ["shop-wallet"], queryFn: shopOrdersApi.wallet, enabled });

/** The supplier desk: the queue and shipping one order. */
export function useSupplierDesk() {
  const done = useDone();
  const list = usePagedQuery(["supplier-queue"], (page) => supplierDeskApi.queue(page));
  const ship = useApiMutation(
    (v: { id: number; name: string; no: string }) => supplierDeskApi.ship(v.id, v.name, v.no),
    { invalidate: [["supplier-queue"]], onSuccess: done },
  );
  return { list, ship };
}
