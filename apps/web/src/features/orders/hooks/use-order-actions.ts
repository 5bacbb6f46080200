import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFeedback } from "../../../ui/app-feedback";
import type { Order } from "../api/orders-api";
import { ORDER_STATE } from "../lib/order-state";
import { useOrderCancel, useOrderConfirmReceipt, useOrderDelete } from "./use-order-calls";

/** Where the chat window opens a conversation with a shop; the chat issue sets it. */
export const chatHook: { openWithShop: ((shop: Order["shop"], order: Order) => void) | null } = {
  openWithShop: null,
};

/** The order actions that need a confirmation or a call (docs/states.md); lists refresh after. */
export function useOrderActions() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cancel = useOrderCancel();
  const receive = useOrderConfirmReceipt();
  const del = useOrderDelete();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ["orders"] });
    void client.invalidateQueries({ queryKey: ["wallet-info"] });
  };
  const confirmThen = (title: string, ok: string, run: () => Promise<unknown>, done: string, danger = false) =>
    modal.confirm({
      title,
      okText: ok,
      cancelText: t("common.cancel"),
      okButtonProps: { danger, "data-testid": "order-action-confirm" },
      onOk: async () => {
        await run();
        message.success(done);
        refresh();
      },
    });

  return {
    pay: (o: Order) => navigate(`/payment?order_ids=${o.id}`),
    cancel: (o: Order) =>
      confirmThen(
        t(o.state === ORDER_STATE.UNPAID ? "orders.cancel_title" : "orders.cancel_paid_title"),
        t("orders.cancel_order"),
        () => cancel.mutateAsync(o.id),
        t("orders.cancelled_done"),
        true,
      ),
    confirm: (o: Order) =>
      confirmThen(
        t("orders.confirm_title"),
        t("orders.confirm_receipt"),
        () => receive.mutateAsync(o.id),
        t("orders.confirmed_done"),
      ),
    remove: (o: Order) =>
      confirmThen(
        t("orders.delete_title"),
        t("orders.delete"),
        () => del.mutateAsync(o.id),
        t("orders.deleted_done"),
        true,
      ),
    review: (o: Order) => navigate(`/order-commonet?id=${o.id}`),
    detail: (o: Order) => navigate(`/order-detail?id=${o.id}`),
    contact: (o: Order) => {
      if (chatHook.openWithShop) chatHook.openWithShop(o.shop, o);
      else message.info(t("orders.chat_soon"));
    },
    refresh,
  };
}
