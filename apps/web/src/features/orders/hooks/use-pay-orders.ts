import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "../../../ui";
import { ordersApi } from "../api/orders-api";
import { newIdempotencyKey } from "../lib/idempotency";

/**
 * POST pay/payment, silent: the screen shows a refused password inside its dialog. A fresh key per
 * attempt: the same attempt retried pays once, a new attempt is a new request.
 */
export function usePayOrders(onDone: () => void) {
  const client = useQueryClient();
  return useApiMutation(
    ({ ids, password }: { ids: number[]; password: string }) => ordersApi.pay(ids, password, newIdempotencyKey()),
    {
      // the success page first: orders reloaded before it would read as "already paid"
      onSuccess: () => {
        onDone();
        void client.invalidateQueries({ queryKey: ["orders"] });
        void client.invalidateQueries({ queryKey: ["wallet-info"] });
      },
    },
  );
}
