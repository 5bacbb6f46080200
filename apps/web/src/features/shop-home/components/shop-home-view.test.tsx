import type { ShopHome } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { brokenPost, onPost, pending, refusal, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { ShopHomeView } from "./shop-home-view";

const HOME = "/api/wanlshop/shop/home";

const home: ShopHome = {
  shop_id: 3,
  orders: 1234,
  goods_on_sale: 18,
  views: 950,
  turnover: "5400.50",
  to_settle: "320.00",
  available: "780.25",
  today: { orders: 4, turnover: "120.00", views: 31 },
  month: { orders: 57, turnover: "2100.00", views: 640 },
  // the API always sends the last 30 days, oldest first
  days: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 31 + i)).toISOString().slice(0, 10),
    orders: i % 5,
    turnover: `${(i % 5) * 30}.00`,
    views: 20 + i,
  })),
  level: { level: 2, bond: "500.00", profit_ratio: 15, daily_impressions: 200, product_limit: 100, price_cap: null },
  bond: "500.00",
  next_level: {
    level: 3,
    bond: "2000.00",
    profit_ratio: 20,
    daily_impressions: 500,
    product_limit: null,
    price_cap: null,
  },
  promoted: { today: 40, quota: 200 },
};

const open = () => renderApp(<ShopHomeView />, { signedIn: true, packs: ["back-office"] });

describe("shop-home: the merchant's shop home", () => {
  it("shows a spoken loading state while the figures are on their way", async () => {
    server.use(pending("post", HOME));
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("shows the shop's figures, level and promotion", async () => {
    server.use(onPost<ShopHome>(HOME, home));
    await open();

    const stats = await screen.findByRole("region", { name: "Shop figures" });
    expect(within(stats).getByText("Orders")).toBeInTheDocument();
    expect(within(stats).getByText("1,234")).toBeInTheDocument();
    expect(within(stats).getByText("Goods on sale")).toBeInTheDocument();
    expect(within(stats).getByText("Available balance")).toBeInTheDocument();
    expect(within(stats).getByText(/780\.25/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Today" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This month" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Last 30 days" })).toBeInTheDocument();
    expect(screen.getByText("Highest day: 4")).toBeInTheDocument();
    expect(screen.getByText("Level 2")).toBeInTheDocument();
    expect(screen.getByText("Profit ratio up to 15%")).toBeInTheDocument();
    expect(screen.getByText("Up to 100 products")).toBeInTheDocument();
    expect(screen.getByText("No price cap")).toBeInTheDocument();
    expect(screen.getByText("40 / 200")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Store level and bond" })).toHaveAttribute("href", "/shop_bond");
  });

  it("offers a retry when the answer is not the API's (a proxy's error page), and shows the figures after it", async () => {
    server.use(brokenPost(HOME));
    const { user } = await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
    // the API client's toast says it went wrong on the server's side
    expect(await screen.findByText("Something went wrong on our side, please try again later")).toBeInTheDocument();

    server.use(onPost<ShopHome>(HOME, home));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Level 2")).toBeInTheDocument();
  });

  it("says the store is locked when the API answers 402", async () => {
    server.use(http.post(HOME, () => HttpResponse.json({ ...refusal("store_locked"), code: 402 })));
    await open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The store is locked, please contact customer service");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
    // and the app-wide dialog opens, offering to contact customer service
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
