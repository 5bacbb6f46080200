import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAppStore } from "../../../lib/app-store";
import { merchantsApi } from "../api/merchants-api";

/**
 * Where the user stands as a merchant, always asked afresh: their shop (userinfo's `shop`, also
 * written to the app store so the header and member centre follow at once) and their application.
 */
export function useMerchantState() {
  const token = useAppStore((s) => s.token);
  const user = useQuery({ queryKey: ["userinfo", token], queryFn: merchantsApi.userInfo, enabled: Boolean(token) });
  const application = useQuery({
    queryKey: ["shop-apply-info", token],
    queryFn: merchantsApi.applyInfo,
    enabled: Boolean(token),
  });
  useEffect(() => {
    if (user.data) useAppStore.getState().setUserData(user.data);
  }, [user.data]);
  return {
    loggedIn: Boolean(token),
    loading: user.isLoading || application.isLoading,
    failed: user.isError || application.isError,
    retry: () => void Promise.all([user.refetch(), application.refetch()]),
    shop: user.data?.shop ?? null,
    application: application.data ?? null,
  };
}
