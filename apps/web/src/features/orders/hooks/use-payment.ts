import { parseAmount, toDecimalString } from "@mp/money";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useAppStore } from "../../../lib/app-store";
import { ordersApi } from "../api/orders-api";
import { ORDER_STATE } from "../lib/order-state";
import { usePayOrders } from "./use-pay-orders";
import { useOrderIds } from "./use-purchase";

/** Failures the shopper can mend in the password dialog; anything else closes it. */
const RETYPE = new Set(["pay_password_error", "pay_password_format", "too_many_attempts"]);

/** The payment screen's state: the orders, the wallet, the password dialog and the pay call. */
export function usePayment() {
  const { t } = useTranslation();
  const ids = useOrderIds();
  const token = useAppStore((s) => s.token);
  const paySetNow = useAppStore((s) => Boolean(s.userData?.pay_password_set));
  const orders = useQueries({
    queries: ids.map((id) => ({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id) })),
  });
  const wallet = useQuery({ queryKey: ["wallet-info", token], queryFn: ordersApi.wallet });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState("");
  const [blocked, setBlocked] = useState("");
  const [paid, setPaid] = useState(false);
  const payCall = usePayOrders(() => {
    setAsking(false);
    setPaid(true);
  });

  const loaded = orders.every((o) => o.data);
  const list = loaded ? orders.map((o) => o.data as NonNullable<typeof o.data>) : [];
  const unpaid = list.filter((o) => o.state === ORDER_STATE.UNPAID);
  const total = toDecimalString(unpaid.reduce((s, o) => s + (parseAmount(o.pay) ?? 0n), 0n));
  const gap = (parseAmount(total) ?? 0n) - (parseAmount(wallet.data?.available ?? "0") ?? 0n);
  const short = gap > 0n;
  const paySet = Boolean(wallet.data?.pay_password_set) || paySetNow;
  // what the screen knows already refuses; the server still checks everything when paying
  const canPay = Boolean(wallet.data) && !wallet.data?.money_locked && !short && paySet;

  const failed = (e: Error) => {
    const key = e instanceof ApiError ? e.key : undefined;
    const text = e instanceof Error ? e.message : t("errors.server_error");
    if (key && RETYPE.has(key)) return setError(text);
    setAsking(false);
    setBlocked(text);
    if (key === "pay_password_not_set") useAppStore.getState().openDialog("payPassDialog");
    void wallet.refetch();
  };

  const pay = (password: string) => {
    setError("");
    payCall.mutate({ ids: unpaid.map((o) => o.id), password }, { onError: failed });
  };

  return {
    ids,
    paid,
    loadFailed: orders.some((o) => o.isError),
    loading: !loaded || !wallet.data,
    wallet: wallet.data,
    paySet,
    unpaid,
    total,
    short,
    shortfall: short ? toDecimalString(gap) : "0.00",
    canPay,
    blocked,
    asking,
    ask: () => {
      if (!canPay) return;
      setBlocked("");
      setAsking(true);
    },
    closeAsk: () => setAsking(false),
    pay,
    busy: payCall.isPending,
    error,
  };
}
