import type { Dashboard as Figures, LedgerCheck } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { Dashboard } from "./dashboard";

const STATS = "/api/admin/dashboard/stats";
const LEDGER = "/api/admin/finance/ledger_check";

const day = (d: string) => ({
  day: d,
  new_users: 3,
  orders: 14,
  paid_orders: 12,
  turnover_minor: 125_050,
  refunds: 2,
  refunded_minor: 4_000,
});
const balanced: LedgerCheck = {
  checked_at: 1_780_000_000,
  ok: true,
  accounts: 40,
  entries: 1200,
  problems: [],
  problem_count: 0,
  by: "cli",
  by_name: "",
};
const figures: Figures = {
  users: 1204,
  locked_users: 3,
  staff: 6,
  today: day("2026-11-29"),
  last_30_days: {
    new_users: 90,
    orders: 400,
    paid_orders: 380,
    turnover_minor: 3_000_000,
    refunds: 9,
    refunded_minor: 20_000,
  },
  days: [day("2026-11-28"), day("2026-11-29")],
  pending: [
    { kind: "refunds", count: 4, link: "/admin/refunds" },
    { kind: "withdrawals", count: 0, link: "/admin/finance" },
  ],
  ledger_check: null,
};

const open = (canRun = true) =>
  renderApp(<Dashboard canRunLedgerCheck={canRun} />, { staff: true, packs: ["console"] });
const card = (title: string) => screen.getByText(title).closest(".ant-card") as HTMLElement;

describe("oversight: the console's dashboard", () => {
  it("shows today's figures, in dollars from the API's cents, and what waits for review", async () => {
    server.use(onPost<Figures>(STATS, figures));
    await open();
    expect(await screen.findByText("1,204")).toBeInTheDocument();

    const today = card("Today (UTC)");
    expect(within(today).getByText("Paid turnover")).toBeInTheDocument();
    expect(within(today).getByText("US$1,250.50")).toBeInTheDocument();
    expect(within(today).getByText("2 · US$40.00")).toBeInTheDocument();

    const pending = card("Waiting for review");
    expect(within(pending).getByRole("link", { name: "Refunds in arbitration" })).toHaveAttribute(
      "href",
      "/admin/refunds",
    );
    expect(within(pending).getByText("4")).toBeInTheDocument();
    expect(within(card("Ledger check")).getByText("No ledger check has run yet.")).toBeInTheDocument();
  });

  it("says when nothing waits for the staff member's role", async () => {
    server.use(onPost<Figures>(STATS, { ...figures, pending: [] }));
    await open();
    expect(await screen.findByText("Nothing for your role")).toBeInTheDocument();
  });

  it("runs the ledger check and shows its problems", async () => {
    let check: LedgerCheck | null = null;
    const unbalanced: LedgerCheck = {
      ...balanced,
      ok: false,
      problems: ["wallet 7: balance 10.00, entries 12.00"],
      problem_count: 1,
      by: "staff:2",
      by_name: "Nadia",
    };
    server.use(
      onPost<Figures>(STATS, () => ({ ...figures, ledger_check: check })),
      onPost<LedgerCheck>(LEDGER, () => {
        check = unbalanced;
        return unbalanced;
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Run now" }));

    const ledger = card("Ledger check");
    expect(await within(ledger).findByText("1 problem found")).toBeInTheDocument();
    expect(within(ledger).getByText("wallet 7: balance 10.00, entries 12.00")).toBeInTheDocument();
    expect(within(ledger).getByText(/1200 entries over 40 accounts · by Nadia$/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LEDGER)).toHaveLength(1);
  });

  it("does not offer the check to a role that may not run it", async () => {
    server.use(onPost<Figures>(STATS, { ...figures, ledger_check: balanced }));
    await open(false);
    expect(await screen.findByText("The books balance")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Run now" })).toBeNull();
  });

  it("offers a retry when the figures could not be loaded", async () => {
    server.use(refusePost(STATS, "server_error"));
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
  });
});
