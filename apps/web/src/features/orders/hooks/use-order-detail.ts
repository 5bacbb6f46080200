import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAppStore } from "../../../lib/app-store";
import { ordersApi } from "../api/orders-api";
import { orderActions, refundOpen } from "../lib/order-state";

/** One order (the shopper's own) and whether the refund form is open. */
export function useOrderDetail(id: number) {
  const token = useAppStore((s) => s.token);
  const [applying, setApplying] = useState(false);
  const q = useQuery({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id), enabled: id > 0 });
  const o = q.data;
  return {
    missing: !id || q.isError,
    order: o,
    canRefund: o ? orderActions(o).includes("refund") && !refundOpen(o) : false,
    applying,
    setApplying,
  };
}
