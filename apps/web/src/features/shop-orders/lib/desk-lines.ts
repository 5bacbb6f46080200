import type { OrderAddress, ShopOrder } from "../api/shop-orders-api";

/** The whole delivery address on one line: street, city, province, postcode, country (the parts given). */
export const addressLine = (a: OrderAddress): string =>
  [a.address, a.city, a.province, a.zip_code, a.country].filter(Boolean).join(", ");

/** A line's variant as the merchant's words stored it ("Plug: EU, Colour: White"), for files. */
export const variantOf = (values: Record<string, string>): string =>
  Object.entries(values)
    .filter(([, v]) => v)
    .map(([n, v]) => `${n}: ${v}`)
    .join(", ");

/**
 * The supplier desk's CSV: one row per order, what to ship (each line's title, number and
 * variant) and where (the address in its parts). Machine columns stay as they are: ids, ISO
 * times, and the words people stored, in no reader's language (docs/languages.md).
 */
export const DESK_CSV_COLUMNS: readonly { title: string; value: (o: ShopOrder) => string }[] = [
  { title: "order_no", value: (o) => o.order_no },
  { title: "shop", value: (o) => o.shop.name },
  { title: "lines", value: (o) => o.goods.map((l) => `${l.title} x${l.number}`).join("; ") },
  { title: "variant", value: (o) => o.goods.map((l) => variantOf(l.spec_values)).join("; ") },
  { title: "consignee", value: (o) => o.consignee },
  { title: "phone", value: (o) => o.phone },
  { title: "address", value: (o) => o.address.address },
  { title: "city", value: (o) => o.address.city },
  { title: "province", value: (o) => o.address.province },
  { title: "zip_code", value: (o) => o.address.zip_code },
  { title: "country", value: (o) => o.address.country },
  {
    title: "paid_at",
    value: (o) => (o.delivery_paid_time ? new Date(o.delivery_paid_time * 1000).toISOString() : ""),
  },
];
