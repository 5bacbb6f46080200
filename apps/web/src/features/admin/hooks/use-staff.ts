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
  | "staff";

/** Which console sections a role opens: admin all (staff accounts only admin); operator dashboard, users, coupons, shop review, stores (locks) and the supplier desk; finance the finance desk and users (read, freeze); support dashboard and the customer-service inbox. */
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
    "staff",
  ],
  operator: ["dashboard", "users", "coupons", "shops", "stores", "supplier"],
  finance: ["dashboard", "finance", "users"],
  support: ["dashboard", "support"],
};

export function canOpen(role: StaffRole | undefined, section: AdminSection): boolean {
  return role ? ACCESS[role].includes(section) : false;
}
