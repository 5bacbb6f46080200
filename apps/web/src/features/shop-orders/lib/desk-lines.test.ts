import { describe, expect, it } from "vitest";
import { toCsv } from "../../../ui/csv";
import type { ShopOrder } from "../api/shop-orders-api";
import { addressLine, DESK_CSV_COLUMNS } from "./desk-lines";

const line = (title: string, number: number, spec_values: Record<string, string>) => ({
  id: number,
  goods_id: 1,
  title,
  image: "",
  spec_values,
  price: "10.00",
  number,
});

const order = {
  id: 7,
  order_no: "2026010100000007",
  shop: { id: 1, name: "Nordic Wool Co" },
  goods: [line("Travel kettle", 1, { Plug: "EU", Colour: "White" }), line("Mug", 2, {})],
  consignee: "Ada Buyer",
  phone: "+49 15112345678",
  address: {
    name: "Ada Buyer",
    mobile: "15112345678",
    mobile_code: "49",
    country: "Germany",
    province: "Brandenburg",
    city: "Potsdam",
    zip_code: "14467",
    address: "Am Neuen Markt 1",
  },
  delivery_paid_time: 1767225600,
} as unknown as ShopOrder;

describe("the supplier desk's lines (issue 35, item 9)", () => {
  it("writes the address with its province", () => {
    expect(addressLine(order.address)).toBe("Am Neuen Markt 1, Potsdam, Brandenburg, 14467, Germany");
  });

  it("exports which variant to ship and the address in its parts", () => {
    const csv = toCsv(
      DESK_CSV_COLUMNS.map((c) => c.title),
      [DESK_CSV_COLUMNS.map((c) => c.value(order))],
    );
    expect(csv).toBe(
      "order_no,shop,lines,variant,consignee,phone,address,city,province,zip_code,country,paid_at\r\n" +
        '2026010100000007,Nordic Wool Co,Travel kettle x1; Mug x2,"Plug: EU, Colour: White; ",Ada Buyer,' +
        "'+49 15112345678,Am Neuen Markt 1,Potsdam,Brandenburg,14467,Germany,2026-01-01T00:00:00.000Z",
    );
  });
});
