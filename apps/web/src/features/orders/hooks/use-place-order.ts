import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "../../../ui";
import { ordersApi, type Purchase } from "../api/orders-api";

interface PlaceOrder {
  purchase: Purchase;
  addressId: number;
  remark: Record<number, string>;
  coupons: Record<number, number>;
}

/** POST order/addOrder: one order per shop; the cart and the order lists refresh after. */
export function usePlaceOrder(onDone: (orderIds: number[]) => void) {
  const client = useQueryClient();
  return useApiMutation(
    ({ purchase, addressId, remark, coupons }: PlaceOrder) => ordersApi.addOrder(purchase, addressId, remark, coupons),
    {
      onSuccess: (placed) => {
        void client.invalidateQueries({ queryKey: ["cart"] });
        void client.invalidateQueries({ queryKey: ["orders"] });
        onDone(placed.order_ids);
      },
    },
  );
}
