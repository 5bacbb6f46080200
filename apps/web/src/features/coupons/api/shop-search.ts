import type { Page } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";
import type { SearchOption } from "../../../ui";

interface ShopHit {
  id: number;
  shopname: string;
  owner_email: string;
  owner_nickname: string;
}

/**
 * A coupon's shop, found as staff know it: a part of its name, its id, or its owner's e-mail or
 * nickname (`/api/admin/shop/list`, operators and admins, the ones who issue coupons).
 */
export async function searchShops(keyword: string): Promise<SearchOption[]> {
  const page = await apiPost<Page<ShopHit>>("/api/admin/shop/list", { keyword, page: 1, limit: 20 }, { admin: true });
  return page.data.map((s) => ({
    value: s.id,
    text: `${s.shopname} · #${s.id}`,
    detail: s.owner_email,
  }));
}
