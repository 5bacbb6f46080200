import type { AddressDraft, DiallingCode, Region, ShippingAddress } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { AddressDraft, DiallingCode, Region, ShippingAddress } from "@mp/contracts/constants";

export const addressesApi = {
  regions: () => apiPost<Region[]>("/api/index/diqu_list"),
  diallingCodes: () => apiPost<DiallingCode[]>("/api/index/dialling_codes"),
  list: () => apiPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress").then((r) => r.data),
  save: (d: AddressDraft) =>
    apiPost<ShippingAddress>("/api/wanlshop/address/address", {
      type: d.id ? "edit" : "add",
      data: { ...d, default: d.default ? 1 : 0 },
    }),
  remove: (id: number) => apiPost<null>("/api/wanlshop/address/del", { id }),
};
