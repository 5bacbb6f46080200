import { useQuery } from "@tanstack/react-query";
import { shopHomeApi } from "../api/shop-home-api";

export const shopHomeKeys = { home: ["shop-home"] } as const;

/** `/shop-store`: the shop's figures, read again when the merchant comes back to the tab. */
export function useShopHome() {
  return useQuery({ queryKey: shopHomeKeys.home, queryFn: shopHomeApi.home, retry: false });
}
