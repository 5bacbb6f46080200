import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { ordersApi, type ShippingAddress } from "../api/orders-api";

/** The shopper's shipping addresses, default first (the addresses module's list). */
export function useShippingAddresses() {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: ["shipping-addresses", token],
    queryFn: async () => (await ordersApi.addresses()).data,
    enabled: Boolean(token),
  });
}

/** One line for an address: consignee, phone, and the address from street to country. */
export function addressLines(a: ShippingAddress): { who: string; where: string } {
  return {
    who: `${a.name} ${a.mobile_code} ${a.mobile}`,
    where: [a.address, a.city, a.province, a.country, a.zip_code].filter(Boolean).join(", "),
  };
}
