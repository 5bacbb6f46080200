import { useApiMutation } from "../../../ui";
import { ordersApi } from "../api/orders-api";

/** POST order/cancelOrder (one idempotency key per request: a paid order's refund moves money). */
export const useOrderCancel = () => useApiMutation(ordersApi.cancel);

/** POST order/confirmOrder: the shopper has received the goods. */
export const useOrderConfirmReceipt = () => useApiMutation(ordersApi.confirmReceipt);

/** POST order/delOrder. */
export const useOrderDelete = () => useApiMutation(ordersApi.remove);
