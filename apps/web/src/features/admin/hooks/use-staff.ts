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
  | "banners"
  | "app_config"
  | "agreements"
  | "footer"
  | "rules"
  | "categories"
  | "brands"
  | "supplier_goods"
  | "goods"
  | "staff"
  | "refunds";

/** The content pages (issue 17): home banners, app configuration, agreement pages, footer links. */
const CONTENT = ["banners", "app_config", "agreements", "footer"] as const;
/** The catalogue pages (issue 17): categories, brands, the supplier catalogue, goods moderation. */
const CATALOGUE = ["categories", "brands", "supplier_goods", "goods"] as const;

/** Which console sections a role opens: admin all (staff accounts only admin); operator dashboard, users, coupons, shop review, stores (locks), the supplier desk, refund arbitration, the catalogue, the content pages and the rules (store levels, order timers); finance the finance desk, users (read, freeze) and the rules (money rates, withdrawal, recharge); support dashboard, the customer-service inbox and refund arbitration. */
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
    ...CONTENT,
    ...CATALOGUE,
    "rules",
    "staff",
    "refunds",
  ],
  operator: [
    "dashboard",
    "users",
    "coupons",
    "shops",
    "stores",
    "supplier",
    "refunds",
    ...CATALOGUE,
    ...CONTENT,
    "rules",
  ],
  finance: ["dashboard", "finance", "users", "rules"],
  support: ["dashboard", "support", "refunds"],
};

export function canOpen(role: StaffRole | undefined, section: AdminSection): boolean {
  return role ? ACCESS[role].includes(section) : false;
}
