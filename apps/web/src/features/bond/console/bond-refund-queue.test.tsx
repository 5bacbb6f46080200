import { BOND_REFUND_STATE, type BondRefundView, type Page } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import type { BondRefundRow } from "../api/bond-api";
import { BondRefundQueue } from "./bond-refund-queue";

const LIST = "/api/admin/shop/bond_refunds";
const REVIEW = "/api/admin/shop/bond_refund_review";

const waiting: BondRefundRow = {
  id: 12,
  shop_id: 3,
  shopname: "Tea House",
  user_id: 40,
  user_nickname: "Omar",
  user_email: "omar@example.com",
  money: "300.00",
  bond: "500.00",
  state: BOND_REFUND_STATE.pending,
  reason: null,
  createtime: 1_780_000_000,
  reviewtime: null,
};

const open = () => renderApp(<BondRefundQueue />, { staff: true, packs: ["console"] });

describe("bond: the finance queue of bond refunds", () => {
  it("lists the waiting requests with the shop, the user and the amounts", async () => {
    server.use(onPost<Page<BondRefundRow>>(LIST, page([waiting])));
    await open();
    expect(screen.getByRole("tab", { name: "Waiting" })).toHaveAttribute("aria-selected", "true");
    const row = (await screen.findByText("Tea House")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Omar")).toBeInTheDocument();
    expect(within(row).getByText("omar@example.com")).toBeInTheDocument();
    expect(within(row).getByText("US$300.00")).toBeInTheDocument();
    expect(within(row).getByText("US$500.00")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Agree" })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ page: 1, state: 0 });
  });

  it("asks for a reason before disagreeing, and sends it", async () => {
    server.use(
      onPost<Page<BondRefundRow>>(LIST, page([waiting])),
      onPost<BondRefundView>(REVIEW, { ...waiting, state: BOND_REFUND_STATE.disagreed, reason: "Open orders" }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Disagree" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("Request #12 from Tea House: US$300.00 of a bond of US$500.00."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    expect(calls.some((c) => c.path === REVIEW)).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "  Open orders ");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Done")).toBeInTheDocument();
    expect(calls.find((c) => c.path === REVIEW)?.body).toEqual({ id: 12, agree: 0, reason: "Open orders" });
  });

  it("shows the API's refusal of an agreement in words", async () => {
    server.use(onPost<Page<BondRefundRow>>(LIST, page([waiting])), refusePost(REVIEW, "bond_refund_blocked"));
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Agree" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("There are unprocessed orders, the operating fund cannot be refunded"),
    ).toBeInTheDocument();
  });

  it("says when a tab has no requests", async () => {
    server.use(onPost<Page<BondRefundRow>>(LIST, page([])));
    await open();
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
  });
});
