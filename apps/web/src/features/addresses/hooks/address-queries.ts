import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { addressesApi } from "../api/addresses-api";

export const addressKeys = {
  list: ["shipping-addresses"] as const,
  regions: ["regions"] as const,
  dialling: ["dialling-codes"] as const,
};

/** The shopper's shipping addresses, default first. */
export function useShippingAddressList() {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: [...addressKeys.list, token], queryFn: addressesApi.list, enabled: Boolean(token) });
}

/** Countries with provinces: the same for everyone, kept for the session. */
export const useRegions = () =>
  useQuery({ queryKey: addressKeys.regions, queryFn: addressesApi.regions, staleTime: Number.POSITIVE_INFINITY });

export function useDiallingCodes() {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: [...addressKeys.dialling, lang],
    queryFn: addressesApi.diallingCodes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
