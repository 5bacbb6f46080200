import { apiPost } from "../../../lib/api-client";

/** A country of `index/diqu_list` with its first-level regions. */
export interface Region {
  name: string;
  code: string;
  childlist: { name: string }[];
}

export interface DiallingCode {
  short: string;
  name: string;
  en: string;
  tel: string;
  flag: string;
}

export interface ShippingAddress {
  id: number;
  name: string;
  mobile: string;
  mobile_code: string;
  country: string;
  country_code: string;
  province: string;
  city: string;
  zip_code: string;
  address: string;
  default: 0 | 1;
}

export type AddressDraft = Omit<ShippingAddress, "id" | "country_code" | "default"> & { id?: number; default: boolean };

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
