import type { StaffUserLabel } from "./accounts.constants.js";

/**
 * Shop applications (docs/states.md): 2 under review, 3 opened, 4 failed (may be filled again).
 * Store types: 0 personal, 1 enterprise, 2 charity (shown, not open).
 */
export const APPLY_STATE = { review: 2, opened: 3, failed: 4 } as const;
export type ApplyState = (typeof APPLY_STATE)[keyof typeof APPLY_STATE];
export const APPLY_STATES = [2, 3, 4] as const;
export const STORE_TYPES = [0, 1, 2] as const;
export type StoreType = (typeof STORE_TYPES)[number];
/** the store types an application may choose (charity is shown but closed) */
export const OPEN_STORE_TYPES: readonly number[] = [0, 1];

/** A merchant signs a contract (the bond page): applicants must be adults. */
export const MERCHANT_MIN_AGE = 18;
export const SHOPNAME_MIN = 2;
export const SHOPNAME_MAX = 40;
export const BIO_MAX = 500;
export const APPLY_TEXT_MAX = 60;
export const STREET_MAX = 120;
export const POSTAL_CODE_MAX = 20;
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const IMAGE_PATH_MAX = 200;
export const REVIEW_REASON_MAX = 300;
/** a shop name must not carry markup */
export const SHOPNAME_FORBIDDEN = /[<>]/;

/** `shop/apply_info` and the console's application: what was sent, its state and the operator's reason. */
export interface ShopApplication extends StaffUserLabel {
  id: number;
  user_id: number;
  state: ApplyState;
  store_type: StoreType;
  name: string;
  birthday: string;
  birthplace: string;
  residence: string;
  nationality: string;
  issuing_country: string;
  id_number: string;
  id_validity: string;
  /** the private file's path (what `apply` takes) and a signed link to view it */
  id_front: string;
  id_front_url: string;
  id_back: string;
  id_back_url: string;
  shopname: string;
  street: string;
  city: string;
  postal_code: string;
  email: string;
  avatar: string;
  logo: string;
  bio: string;
  /** the operator's reason when failed (4) */
  reason: string;
  /** why the application failed the time before it was filled again ("" when it never failed before) */
  earlier_reason: string;
  /** when that earlier rejection was decided, unix seconds; null when none */
  earlier_reviewtime: number | null;
  shop_id: number | null;
  createtime: number;
  reviewtime: number | null;
}

/** `shop/apply_info` answers the application, or null when the user has none. */
export type ShopApplyInfo = ShopApplication | null;
