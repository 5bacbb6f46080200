import { ORDER_STATE, type Page } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import type { ShopOrder } from "../api/shop-orders-api";
import { SupplierQueue } from "./supplier-queue";

const QUEUE = "/api/admin/supplier/queue";
const SHIP = "/api/admin/supplier/ship";

const order: ShopOrder = {
  id: 77,
  order_no: "ORD20261120007",
  state: ORDER_STATE.TO_SHIP,
  goods: [
    {
      id: 1,
      goods_id: 12,
      title: "Green tea 100 g",
      image: "/uploads/tea.jpg",
      spec_values: {},
      price: "9.00",
      number: 3,
    },
  ],
  number: 3,
  pay: "27.00",
  freight: "0.00",
  consignee: "Amira Haddad",
  phone: "+33 6 12 34 56 78",
  address: {
    name: "Amira Haddad",
    mobile: "612345678",
    mobile_code: "+33",
    country: "France",
    province: "Rhône",
    city: "Lyon",
    zip_code: "69001",
    address: "1 Rue de la Paix",
  },
  express_name: "",
  express_no: "",
  preparing: false,
  createtime: 1_780_000_000,
  buyer: { id: 7, nickname: "Amira", avatar: "" },
  supplier: true,
  supplier_cost: "18.00",
  delivery_paid: true,
  delivery_paid_time: 1_780_000_500,
  shop: { id: 4, name: "Tea House" },
  refund_open: false,
};

const open = () => renderApp(<SupplierQueue />, { staff: true, packs: ["console"] });

describe("shop-orders: the console's supplier desk", () => {
  it("lists what to ship and where, and holds back an order with an open refund", async () => {
    server.use(
      onPost<Page<ShopOrder>>(
        QUEUE,
        page([order, { ...order, id: 78, order_no: "ORD20261120008", refund_open: true }]),
      ),
    );
    await open();
    const row = (await screen.findByText("ORD20261120007")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Tea House")).toBeInTheDocument();
    expect(within(row).getByText("Green tea 100 g").closest("li")).toHaveTextContent("Green tea 100 g ×3");
    // the consignee and phone, then the address on its own line
    const address = within(row).getByText(/^Amira Haddad,/);
    expect(address).toHaveTextContent("Amira Haddad, +33 6 12 34 56 78");
    expect(address).toHaveTextContent("1 Rue de la Paix, Lyon, Rhône, 69001, France");
    const held = screen.getByText("ORD20261120008").closest("tr") as HTMLElement;
    expect(within(held).getByText("Refund open")).toBeInTheDocument();
    expect(within(held).queryByRole("button", { name: "Ship" })).toBeNull();
  });

  it("asks for the carrier and the tracking number, then ships", async () => {
    server.use(
      onPost<Page<ShopOrder>>(QUEUE, page([order])),
      onPost<{ id: number; state: number }>(SHIP, { id: 77, state: 2 }),
    );
    const { user } = await open();
    const row = (await screen.findByText("ORD20261120007")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship the order" });
    expect(
      within(dialog).getByText("Order ORD20261120007: the whole parcel, to the address shown."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await within(dialog).findByText("Please enter the carrier")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter the tracking number")).toBeInTheDocument();
    expect(calls.some((c) => c.path === SHIP)).toBe(false);

    await user.type(within(dialog).getByLabelText("Carrier"), " DHL ");
    await user.type(within(dialog).getByLabelText("Tracking number"), "JD0001234");
    await user.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await screen.findByText("Done")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SHIP)?.body).toEqual({ id: 77, express_name: "DHL", express_no: "JD0001234" });
  });

  it("shows the API's refusal of a shipment in words, and keeps the dialog", async () => {
    server.use(onPost<Page<ShopOrder>>(QUEUE, page([order])), refusePost(SHIP, "order_state"));
    const { user } = await open();
    const row = (await screen.findByText("ORD20261120007")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship the order" });
    await user.type(within(dialog).getByLabelText("Carrier"), "DHL");
    await user.type(within(dialog).getByLabelText("Tracking number"), "JD0001234");
    await user.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await screen.findByText("This cannot be done with the order in its current state")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Ship the order" })).toBeInTheDocument();
  });

  it("says when nothing waits for the desk", async () => {
    server.use(onPost<Page<ShopOrder>>(QUEUE, page<ShopOrder>([])));
    await open();
    expect(await screen.findByText("No orders are waiting for the supplier desk")).toBeInTheDocument();
  });
});
