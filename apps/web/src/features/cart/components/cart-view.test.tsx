import type { CartLine } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { CartView } from "./cart-view";

const SYNCHRO = "/api/wanlshop/cart/synchro";

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  goods_id: 101,
  sku_id: null,
  number: 2,
  checked: true,
  price: "19.90",
  spec: "",
  stock: 10,
  goods: { id: 101, title: "Linen shirt", image: "/uploads/shirt.jpg" },
  shop: { id: 5, name: "Blue Loom" },
  ...over,
});
const shirt = line({});
const mug = line({
  id: 2,
  goods_id: 202,
  number: 1,
  price: "8.50",
  goods: { id: 202, title: "Clay mug", image: "/uploads/mug.jpg" },
  shop: { id: 6, name: "Kiln & Co" },
});
const lamp = line({
  id: 3,
  goods_id: 303,
  number: 1,
  checked: false,
  price: "45.00",
  stock: 0,
  goods: { id: 303, title: "Paper lamp", image: "/uploads/lamp.jpg" },
  shop: { id: 6, name: "Kiln & Co" },
});

const openCart = () => renderApp(<CartView />, { signedIn: true, route: "/shopping_cart" });

describe("cart: the shopping cart", () => {
  it("groups the lines by shop, totals the selected ones and goes to checkout with them", async () => {
    server.use(onPost<CartLine[]>(SYNCHRO, [shirt, mug, lamp]));
    const { user, router } = await openCart();

    const shirtRow = (await screen.findByRole("checkbox", { name: "Select Linen shirt" })).closest("li") as HTMLElement;
    expect(within(shirtRow).getAllByRole("link", { name: "Linen shirt" })[0]).toHaveAttribute(
      "href",
      "/productDetails?id=101",
    );
    expect(screen.getByText("Blue Loom")).toBeInTheDocument();
    expect(screen.getByText("Kiln & Co")).toBeInTheDocument();
    expect(within(shirtRow).getByText("US$39.80")).toBeInTheDocument();
    // a sold-out line cannot be selected
    const lampCheck = screen.getByRole("checkbox", { name: "Select Paper lamp" });
    expect(lampCheck).toBeDisabled();
    expect(within(lampCheck.closest("li") as HTMLElement).getByText("Sold out")).toBeInTheDocument();

    expect(screen.getByText("3 items selected")).toBeInTheDocument();
    expect(screen.getByText("US$48.30")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(router.state.location.pathname).toBe("/order_confirm");
    expect(router.state.location.search).toBe("?cart_ids=1,2");
  });

  it("asks for a selection before checkout", async () => {
    server.use(onPost<CartLine[]>(SYNCHRO, [{ ...shirt, checked: false }]));
    const { user, router } = await openCart();
    expect(await screen.findByText("0 items selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByText("Please select the items to buy first")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping_cart");
  });

  it("says the cart is empty, with a way back to the shop", async () => {
    server.use(onPost<CartLine[]>(SYNCHRO, []));
    await openCart();
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go shopping" })).toHaveAttribute("href", "/");
  });

  it("says when the cart could not be loaded, and loads it again on retry", async () => {
    server.use(refusePost(SYNCHRO, "server_error"));
    const { user } = await openCart();
    expect(await screen.findByText("The cart could not be loaded")).toBeInTheDocument();

    server.use(onPost<CartLine[]>(SYNCHRO, [shirt]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("checkbox", { name: "Select Linen shirt" })).toBeChecked();
  });
});
