import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { walletApi } from "../api/wallet-api";

export const walletKeys = {
  info: ["wallet-info"] as const,
  rules: ["wallet-rules"] as const,
  addresses: ["wallet-addresses"] as const,
};

export function useWalletInfo() {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: [...walletKeys.info, token], queryFn: walletApi.info, enabled: Boolean(token) });
}

export function useWalletRules() {
  // read again on every visit of a form: a fee staff changed shows on the next visit (docs/rules.md)
  return useQuery({ queryKey: walletKeys.rules, queryFn: walletApi.rules, staleTime: 0, refetchOnMount: "always" });
}

export function useAddresses() {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: [...walletKeys.addresses, token],
    queryFn: walletApi.addresses,
    enabled: Boolean(token),
  });
}

/** The pay password is set when the wallet says so or the dialog just set it. */
export function usePayPasswordSet(fromInfo: boolean | undefined): boolean {
  const fromUser = useAppStore((s) => Boolean(s.userData?.pay_password_set));
  return Boolean(fromInfo) || fromUser;
}
