import type { Coupon, Page } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { CouponCenter } from "./coupon-center";

const LIST = "/api/wanlshop/coupon/lists";
const RECEIVE = "/api/wanlshop/coupon/receive";

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  user_coupon_id: null,
  kind: "reduction",
  name: "Winter sale",
  shop_id: null,
  shop_name: "",
  issuer: "platform",
  amount: "5.00",
  discount: 0,
  max_discount: null,
  threshold: "50.00",
  starttime: 1_780_000_000,
  endtime: 1_800_000_000,
  total: 100,
  remaining: 40,
  per_user: 1,
  received: 0,
  can_receive: true,
  state: "unclaimed",
  order_id: null,
  claimtime: null,
  createtime: 1_780_000_000,
  ...over,
});
const page = (data: Coupon[]): Page<Coupon> => ({
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data,
});

const winter = coupon({});
const shopDeal = coupon({
  id: 2,
  kind: "discount",
  name: "Tea house 10%",
  issuer: "shop",
  shop_id: 4,
  shop_name: "Tea House",
  discount: 10,
  max_discount: "20.00",
  can_receive: false,
  state: "unused",
  user_coupon_id: 30,
});

describe("coupons: the coupon center", () => {
  it("shows each coupon's value, condition and issuer, with a claim button where it can be claimed", async () => {
    server.use(onPost<Page<Coupon>>(LIST, page([winter, shopDeal])));
    await renderApp(<CouponCenter />, { signedIn: true });

    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    const first = (await screen.findByText("Winter sale")).closest("li") as HTMLElement;
    expect(within(first).getByText("US$5.00")).toBeInTheDocument();
    expect(within(first).getByText("Orders over US$50.00")).toBeInTheDocument();
    expect(within(first).getByText("Platform")).toBeInTheDocument();
    expect(within(first).getByText("Full reduction")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Claim" })).toBeEnabled();

    const second = screen.getByText("Tea house 10%").closest("li") as HTMLElement;
    expect(within(second).getByText("10% off")).toBeInTheDocument();
    expect(within(second).getByText("Up to US$20.00 off")).toBeInTheDocument();
    expect(within(second).getByText("Tea House")).toBeInTheDocument();
    expect(within(second).getByText("Claimed")).toBeInTheDocument();
    expect(within(second).queryByRole("button", { name: "Claim" })).toBeNull();
  });

  it("claims a coupon and shows it claimed", async () => {
    let claimed = false;
    server.use(
      onPost<Page<Coupon>>(LIST, () =>
        page([claimed ? { ...winter, can_receive: false, state: "unused", user_coupon_id: 31 } : winter]),
      ),
      onPost<Coupon>(RECEIVE, () => {
        claimed = true;
        return { ...winter, state: "unused" };
      }),
    );
    const { user } = await renderApp(<CouponCenter />, { signedIn: true });
    await user.click(await screen.findByRole("button", { name: "Claim" }));

    expect(await screen.findByText("Claimed successfully")).toBeInTheDocument();
    expect(await screen.findByText("Claimed")).toBeInTheDocument();
    expect(calls.find((c) => c.path === RECEIVE)?.body).toEqual({ id: 1 });
  });

  it("shows the API's refusal of a claim in words", async () => {
    server.use(onPost<Page<Coupon>>(LIST, page([winter])), refusePost(RECEIVE, "coupon_claim_limit"));
    const { user } = await renderApp(<CouponCenter />, { signedIn: true });
    await user.click(await screen.findByRole("button", { name: "Claim" }));
    expect(await screen.findByText("You have already claimed this coupon")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Claim" })).toBeInTheDocument();
  });

  it("says when a tab has no coupons", async () => {
    server.use(onPost<Page<Coupon>>(LIST, (body) => page(body.type === "expired" ? [] : [winter])));
    const { user } = await renderApp(<CouponCenter />, { signedIn: true });
    expect(await screen.findByText("Winter sale")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Expired" }));
    expect(await screen.findByText("No coupons here.")).toBeInTheDocument();
  });
});
