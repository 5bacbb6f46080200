import type { Page, SettledOrder } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brokenPost, calls, onPost, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { SettledList } from "./settled-list";

const LIST = "/api/wanlshop/shop/settle/list";

const settled: SettledOrder = {
  id: 31,
  order_no: "ORD20261101001",
  settled_at: 1_780_000_000,
  buyer_paid: "120.00",
  refunded: "0.00",
  supplier_cost: "80.00",
  profit: "40.00",
  entry: { id: 501, reference: "settle:31", amount: "120.00", time: 1_780_000_000 },
};
const refunded: SettledOrder = {
  ...settled,
  id: 32,
  order_no: "ORD20261101002",
  refunded: "120.00",
  supplier_cost: "0.00",
  profit: "-5.00",
  entry: null,
};

const open = (lang = "en") => renderApp(<SettledList />, { signedIn: true, lang, packs: ["back-office"] });
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("shop-finance: the settled orders", () => {
  it("shows each order's settled amount, supplier cost, profit and ledger entry", async () => {
    server.use(onPost<Page<SettledOrder>>(LIST, page([settled, refunded])));
    await open();
    await screen.findByText("ORD20261101001");
    expect(screen.getByRole("columnheader", { name: "Merchant paid (supplier cost)" })).toBeInTheDocument();

    const first = rowOf("ORD20261101001");
    expect(within(first).getByText("US$120.00")).toBeInTheDocument();
    expect(within(first).getByText("US$80.00")).toBeInTheDocument();
    expect(within(first).getByText("US$40.00")).toBeInTheDocument();
    expect(within(first).getByText("settle:31")).toBeInTheDocument();

    const second = rowOf("ORD20261101002");
    expect(within(second).getByText("-US$5.00")).toBeInTheDocument();
    expect(within(second).getByText("Nothing left to settle")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ page: 1 });
  });

  it("says when nothing has been settled yet, in Arabic right to left", async () => {
    server.use(onPost<Page<SettledOrder>>(LIST, page<SettledOrder>([])));
    await open("ar");
    expect(await screen.findByText("لا توجد طلبات مسوّاة بعد")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "الربح" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });

  it("offers a retry when the answer is not the API's, and shows the orders after it", async () => {
    server.use(brokenPost(LIST));
    const { user } = await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");

    server.use(onPost<Page<SettledOrder>>(LIST, page([settled])));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("ORD20261101001")).toBeInTheDocument();
  });
});
