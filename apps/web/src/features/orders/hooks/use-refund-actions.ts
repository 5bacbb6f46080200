import { useApiMutation } from "../../../ui";
import { ordersApi } from "../api/orders-api";

const orders = { invalidate: [["orders"]] };

/** POST refund/cancel. */
export const useRefundCancel = () => useApiMutation(ordersApi.refundCancel, orders);

/** POST refund/arbitration: after the merchant refused, ask the platform to decide. */
export const useRefundEscalate = () => useApiMutation(ordersApi.escalate, orders);

/** POST refund/returnShip: the carrier and tracking number of the returned goods. */
export const useReturnShip = () =>
  useApiMutation(
    ({ id, name, no }: { id: number; name: string; no: string }) => ordersApi.returnShip(id, name, no),
    orders,
  );
