import { useEffect } from "react";
import { useAppStore } from "../../../lib/app-store";
import { accountsApi } from "../api/accounts-api";

/** On app start with a stored token, refreshes userData from get_userinfo. */
export function useSessionRefresh(): void {
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    accountsApi
      .userInfo()
      .then((user) => useAppStore.getState().setUserData(user))
      .catch(() => undefined);
  }, [token]);
}
