import type { Order, Page } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import type { OrderTab } from "../api/orders-api";
import { OrderList } from "./order-list";

const LIST = "/api/wanlshop/order/getOrderList";
const page = (data: Order[]): Page<Order> => ({
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data,
});

const unpaid: Order = {
  id: 41,
  order_no: "20261129000041",
  state: 1,
  shop: { id: 5, name: "Blue Loom" },
  goods: [
    { goods_id: 101, sku_id: null, title: "Linen shirt", image: "/uploads/shirt.jpg", price: "19.90", number: 2 },
  ],
  number: 2,
  goods_total: "39.80",
  freight: "5.00",
  discount: "0.00",
  pay: "44.80",
  refunded: "0.00",
  remark: "",
  consignee: "Amira Haddad",
  phone: "+971 5550101",
  address: {
    name: "Amira Haddad",
    mobile: "5550101",
    mobile_code: "+971",
    country: "United Arab Emirates",
    province: "Dubai",
    city: "Dubai",
    zip_code: "00000",
    address: "12 Marina Walk",
  },
  address_edited: false,
  express_name: "",
  express_no: "",
  preparing: false,
  createtime: 1_780_000_000,
  paymenttime: null,
  delivertime: null,
  taketime: null,
  aftersale_end: null,
};

function Orders() {
  const [tab, setTab] = useState<OrderTab>("all");
  return <OrderList tab={tab} onTab={setTab} />;
}

describe("orders: the shopper's order list", () => {
  it("shows an unpaid order with its state, payment and the actions it allows", async () => {
    server.use(onPost<Page<Order>>(LIST, page([unpaid])));
    await renderApp(<Orders />, { signedIn: true, route: "/my-order" });

    const card = (await screen.findByText("Blue Loom")).closest("article") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Order number: 20261129000041" })).toHaveAttribute(
      "href",
      "/order-detail?id=41",
    );
    expect(within(card).getByText("Pending payment")).toBeInTheDocument();
    expect(within(card).getByText("US$44.80")).toBeInTheDocument();
    expect(within(card).getByText("Linen shirt")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Continue payment" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Confirm receipt" })).toBeNull();
    expect(calls[0]?.body).toEqual({ state: "all", page: 1 });
  });

  it("asks for the chosen tab and says when it has no orders", async () => {
    server.use(onPost<Page<Order>>(LIST, (body) => page(body.state === "2" ? [] : [unpaid])));
    const { user } = await renderApp(<Orders />, { signedIn: true, route: "/my-order" });
    expect(await screen.findByText("Blue Loom")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "To ship" }));
    expect(await screen.findByText("No orders here yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
    expect(calls.at(-1)?.body).toEqual({ state: "2", page: 1 });
  });

  it("says when the orders could not be loaded, and loads them on retry", async () => {
    server.use(refusePost(LIST, "server_error"));
    const { user } = await renderApp(<Orders />, { signedIn: true, route: "/my-order" });
    expect(await screen.findByText("The orders could not be loaded")).toBeInTheDocument();

    server.use(onPost<Page<Order>>(LIST, page([unpaid])));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Blue Loom")).toBeInTheDocument();
  });
});
