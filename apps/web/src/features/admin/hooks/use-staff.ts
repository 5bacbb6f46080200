import type { StaffRole } from "@mp/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { adminApi } from "../api/admin-api";

/** The signed-in staff member (auth/me), when there is a staff token. */
export function useStaff() {
  const token = useAppStore((s) => s.adminToken);
  return useQuery({ queryKey: ["staff-me", token], queryFn: adminApi.me, enabled: Boolean(token), retry: false });
}

export type AdminSection =
  | "dashboard"
  | "users"
  | "outbox"
  | "finance"
  | "audit"
  | "support"
  | "coupons"
  | "shops"
  | "stores"
  | "supplier"
  | "refunds";

/** Which console sections a role opens: admin all; operator dashboard, users, coupons, shop review, stores (locks), the supplier desk and refund arbitration; finance the finance desk; support dashboard, the customer-service inbox and refund arbitration. */
const ACCESS: Record<StaffRole, readonly AdminSection[]> = {
  admin: [
    "dashboard",
    "users",
    "outbox",
    "finance",
    "audit",
    "support",
    "coupons",
    "shops",
    "stores",
    "supplier",
    "refunds",
  ],
  operator: ["dashboard", "users", "coupons", "shops", "stores", "supplier", "refunds"],
  finance: ["dashboard", "finance"],
  support: ["dashboard", "support", "refunds"],
};

export function canOpen(role: StaffRole | undefined, section: AdminSection): boolean {
  return role ? ACCESS[role].includes(section) : false;
}
