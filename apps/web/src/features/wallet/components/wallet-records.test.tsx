import type { Page, WalletRecord, WithdrawalRecord } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { calls, onPost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { type RecordsTab, WalletRecords } from "./wallet-records";

const page = <T,>(data: T[]): Page<T> => ({ total: data.length, per_page: 15, current_page: 1, last_page: 1, data });

const records: WalletRecord[] = [
  {
    id: 1,
    type: "pay",
    money: "-12.50",
    memo: "Order 20261101",
    note: "",
    reference: "o:1",
    createtime: 1_780_000_000,
  },
  {
    id: 2,
    type: "recharge",
    money: "100.00",
    memo: "",
    note: "Bank ref 7781",
    reference: "r:2",
    createtime: 1_780_000_100,
  },
];
const rejected: WithdrawalRecord = {
  id: 9,
  network: "BANK",
  destination: "GB33 BUKB 2020 1555 5555 55",
  money: "50.00",
  fee: "1.00",
  actual: "49.00",
  status: "jujue",
  review_note: "The account name does not match",
  createtime: 1_780_000_200,
  reviewtime: 1_780_000_300,
};

function Records() {
  const [tab, setTab] = useState<RecordsTab>("details");
  return <WalletRecords tab={tab} onTab={setTab} />;
}

describe("wallet: the wallet's records", () => {
  it("lists income and expenses with their signed amounts, and filters by type", async () => {
    server.use(
      onPost<Page<WalletRecord>>("/api/wanlshop/wallet/records", (body) =>
        page(body.type === "recharge" ? records.filter((r) => r.type === "recharge") : records),
      ),
    );
    const { user } = await renderApp(<Records />, { signedIn: true });

    expect(screen.getByRole("tab", { name: "Income and expense details" })).toHaveAttribute("aria-selected", "true");
    const pay = (await screen.findByText("Product transaction")).closest("li") as HTMLElement;
    expect(within(pay).getByText("Order 20261101")).toBeInTheDocument();
    expect(within(pay).getByText("−US$12.50")).toBeInTheDocument();
    const recharge = screen.getByText("Recharge").closest("li") as HTMLElement;
    expect(within(recharge).getByText("+US$100.00")).toBeInTheDocument();
    expect(within(recharge).getByText("Bank ref 7781")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Transaction type" }));
    await user.click(await screen.findByTitle("Recharge"));
    await expect.poll(() => screen.queryByText("Order 20261101")).toBeNull();
    expect(screen.getByText("+US$100.00")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ page: 1, type: "recharge" });
  });

  it("shows a rejected withdrawal with its fee, the amount paid out and staff's note", async () => {
    server.use(
      onPost<Page<WalletRecord>>("/api/wanlshop/wallet/records", page([])),
      onPost<Page<WithdrawalRecord>>("/api/wanlshop/pay/withdraw_list", page([rejected])),
    );
    const { user } = await renderApp(<Records />, { signedIn: true });
    // nothing yet in the details: antd's own empty text, in the user's language
    expect(await screen.findByText("No data", { ignore: "title, script, style" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Withdrawal records" }));
    const row = (await screen.findByText("Bank card")).closest("li") as HTMLElement;
    expect(within(row).getByText("GB33 BUKB 2020 1555 5555 55")).toBeInTheDocument();
    expect(within(row).getByText(/Fee:/)).toHaveTextContent("Fee: US$1.00 · Actual amount: US$49.00");
    expect(within(row).getByText("Review note: The account name does not match")).toBeInTheDocument();
    expect(within(row).getByText("US$50.00")).toBeInTheDocument();
    expect(within(row).getByText("Rejected")).toBeInTheDocument();
  });
});
