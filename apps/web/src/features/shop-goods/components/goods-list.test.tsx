import type { ShopGoodsList, ShopGoodsRow } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onGet, onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { GoodsList } from "./goods-list";

const LIST = "/api/wanlshop/shop/goods/list";
const SHELF = "/api/wanlshop/shop/goods/shelf";
const DEL = "/api/wanlshop/shop/goods/del";

const teapot: ShopGoodsRow = {
  id: 11,
  title: "Cast iron teapot",
  image: "/uploads/teapot.jpg",
  price: "35.50",
  stock: 12,
  sales: 7,
  status: "on",
  category_id: 3,
  supplier_goods_id: null,
  ratio: null,
  buy_price: null,
  createtime: 1_780_000_000,
  taken_down: 0,
  taken_down_reason: "",
};
const listed: ShopGoodsRow = { ...teapot, id: 12, title: "Green tea 100 g", supplier_goods_id: 90, ratio: "15.00" };
const takenDown: ShopGoodsRow = {
  ...teapot,
  id: 13,
  title: "Herbal mix",
  status: "off",
  taken_down: 1,
  taken_down_reason: "Health claims",
};

const list = (data: ShopGoodsRow[]): ShopGoodsList => ({
  total: data.length,
  per_page: 15,
  current_page: 1,
  last_page: 1,
  data,
  counts: { on: 2, off: 1 },
  limits: { level: 1, product_limit: 20, products: 3, price_cap: null, profit_ratio: 15 },
});
const byTab = (asked: Record<string, unknown>) => list(asked.status === "off" ? [takenDown] : [teapot, listed]);

const open = () => renderApp(<GoodsList />, { signedIn: true, packs: ["back-office"], route: "/shop-goods" });
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("shop-goods: the merchant's goods list", () => {
  it("shows the goods on the shelf with price, stock and the supplier's ratio, and the tab counts", async () => {
    server.use(onGet<ShopGoodsList>(LIST, byTab));
    await open();
    await screen.findByText("Cast iron teapot");
    expect(screen.getByText("On the shelf (2)")).toBeInTheDocument();
    expect(screen.getByText("Off the shelf (1)")).toBeInTheDocument();

    const own = rowOf("Cast iron teapot");
    // jsdom is as narrow as a phone: price, stock and sales go under the title
    expect(within(own).getByText("US$35.50 · Stock 12 · Sales 7")).toBeInTheDocument();
    expect(within(own).getByRole("switch", { name: "On the shelf" })).toBeChecked();
    expect(within(own).getByRole("button", { name: "Edit" }).closest("a")).toHaveAttribute(
      "href",
      "/shop-goods/edit?id=11",
    );
    expect(within(rowOf("Green tea 100 g")).getByText("Supplier · 15.00%")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ page: "1", status: "on" });
  });

  it("shows why goods were taken down, and does not let them back on the shelf", async () => {
    server.use(onGet<ShopGoodsList>(LIST, byTab));
    const { user } = await open();
    await user.click(await screen.findByText("Off the shelf (1)"));
    await screen.findByText("Herbal mix");
    const row = rowOf("Herbal mix");
    expect(within(row).getByText("Taken down")).toBeInTheDocument();
    expect(within(row).getByText("Taken down by the platform: Health claims")).toBeInTheDocument();
    expect(within(row).getByRole("switch", { name: "On the shelf" })).toBeDisabled();
  });

  it("takes goods off the shelf, and shows a refusal in words", async () => {
    server.use(onGet<ShopGoodsList>(LIST, byTab), refusePost(SHELF, "goods_over_level"));
    const { user } = await open();
    await screen.findByText("Cast iron teapot");
    await user.click(within(rowOf("Cast iron teapot")).getByRole("switch", { name: "On the shelf" }));

    expect(await screen.findByText("This shop's store level no longer allows this product")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SHELF)?.body).toEqual({ id: 11, status: "off" });
  });

  it("deletes goods only after the merchant confirms", async () => {
    server.use(onGet<ShopGoodsList>(LIST, byTab), onPost<{ id: number }>(DEL, { id: 11 }));
    const { user } = await open();
    await screen.findByText("Cast iron teapot");
    await user.click(within(rowOf("Cast iron teapot")).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText("Delete these goods?")).toBeInTheDocument();
    expect(calls.some((c) => c.path === DEL)).toBe(false);

    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await expect.poll(() => calls.find((c) => c.path === DEL)?.body).toEqual({ id: 11 });
  });

  it("says when no goods are on the shelf", async () => {
    server.use(onGet<ShopGoodsList>(LIST, list([])));
    await open();
    expect(await screen.findByText("No goods on the shelf yet")).toBeInTheDocument();
  });
});
