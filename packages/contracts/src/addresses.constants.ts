/** A user keeps at most this many shipping addresses. */
export const MAX_ADDRESSES = 20;

/** Field limits of a shipping address (characters, after trimming). */
export const ADDRESS_LIMITS = {
  name: 50,
  country: 100,
  province: 100,
  city: 60,
  zip_code: 20,
  address: 200,
} as const;
/** a mobile number once spaces, brackets and dashes are taken out */
export const MOBILE_PATTERN = /^\d{4,15}$/;

/** A shipping address as `address/getaddress` lists it (docs/product.md#entities). */
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
  /** 0 when the platform's logistics cannot deliver to its country (published delivery rules) */
  deliverable: 0 | 1;
  createtime: number;
}

/** The address form's values, as `address/address` takes them under `data`. */
export type AddressDraft = Omit<ShippingAddress, "id" | "country_code" | "default" | "deliverable" | "createtime"> & {
  id?: number;
  default: boolean;
};

/** A country of `index/diqu_list` with its first-level regions. */
export interface Region {
  name: string;
  code: string;
  childlist: { name: string }[];
}

/** One entry of `index/dialling_codes`; `name` is in the asker's language. */
export interface DiallingCode {
  short: string;
  name: string;
  en: string;
  tel: string;
  flag: string;
}

/** `index/delivery_rules`: the countries the platform's logistics cannot reach. */
export interface DeliveryRulesView {
  unsupported_countries: { code: string; name: string }[];
}
/** the most countries the delivery rules may list */
export const DELIVERY_RULES_MAX = 300;
