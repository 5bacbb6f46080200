import { type AddressDraft, MOBILE_PATTERN } from "@mp/contracts/constants";

/** The same rules and order as the server, so the first problem is shown before any call. */
export function checkAddress(v: AddressDraft): { field: string; key: string } | null {
  const blank = (s: string) => s.trim() === "";
  if (blank(v.name)) return { field: "name", key: "errors.address_name_required" };
  if (blank(v.mobile_code)) return { field: "mobile_code", key: "errors.address_mobile_code_required" };
  const mobile = v.mobile.replace(/[\s()-]/g, "");
  if (!mobile) return { field: "mobile", key: "errors.address_mobile_required" };
  if (!MOBILE_PATTERN.test(mobile)) return { field: "mobile", key: "errors.address_mobile_invalid" };
  if (blank(v.country)) return { field: "country", key: "errors.address_country_required" };
  if (blank(v.province)) return { field: "province", key: "errors.address_province_required" };
  if (blank(v.city)) return { field: "city", key: "errors.address_city_required" };
  if (blank(v.zip_code)) return { field: "zip_code", key: "errors.address_zip_required" };
  if (blank(v.address)) return { field: "address", key: "errors.address_detail_required" };
  return null;
}
