import type { Page, ShopCard } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onGet, pending, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { ShopList } from "./shop-list";

const LIST = "/api/wanlshop/shop/lists";

const teaHouse: ShopCard = {
  id: 4,
  shopname: "Tea House",
  avatar: "",
  bio: "Loose leaf teas",
  followers: 1250,
  goods_count: 36,
  sales: 900,
};

const open = (search: string, lang = "en") =>
  renderApp(<ShopList search={search} page={1} onPage={() => {}} />, { lang });

describe("catalogue: the shop search results", () => {
  it("says neither a count nor 'none' while the search runs", async () => {
    server.use(pending("get", LIST));
    await open("tea");
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/Shops found/)).toBeNull();
    expect(screen.queryByText("No shops found.")).toBeNull();
  });

  it("lists each shop with its bio and counts, linking to its store, and sends the search", async () => {
    server.use(onGet<Page<ShopCard>>(LIST, page([teaHouse], { total: 1 })));
    await open("tea");

    expect(await screen.findByText("Shops found: 1")).toBeInTheDocument();
    const card = screen.getByRole("link", { name: /Tea House/ });
    expect(card).toHaveAttribute("href", "/store?id=4");
    expect(within(card).getByRole("heading", { name: "Tea House" })).toBeInTheDocument();
    expect(within(card).getByText("Loose leaf teas")).toBeInTheDocument();
    expect(within(card).getByText("Followers: 1,250")).toBeInTheDocument();
    expect(within(card).getByText("Products: 36")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ search: "tea", page: "1", limit: "12" });
  });

  it("says when no shop matches", async () => {
    server.use(onGet<Page<ShopCard>>(LIST, page<ShopCard>([])));
    await open("nothing");
    expect(await screen.findByText("No shops found.")).toBeInTheDocument();
  });

  it("says it in Arabic, right to left", async () => {
    server.use(onGet<Page<ShopCard>>(LIST, page<ShopCard>([])));
    await open("لا شيء", "ar");
    expect(await screen.findByText("لم يتم العثور على متاجر.")).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(calls[0]?.body).toMatchObject({ search: "لا شيء" });
  });
});
