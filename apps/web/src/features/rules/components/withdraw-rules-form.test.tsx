import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, pending, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import type { WithdrawRules } from "../api/rules-api";
import { WithdrawRulesForm } from "./withdraw-rules-form";

const LOAD = "/api/admin/rules/withdraw";
const SAVE = "/api/admin/rules/withdraw_save";

const rules: WithdrawRules = {
  enabled: true,
  fee_rate: "0.60",
  min: "10.00",
  max: "5000.00",
  monthly_count: 4,
  cooldown_hours: 24,
  networks: ["USDT-TRC20", "BANK"],
  all_networks: ["USDT-TRC20", "USDT-ERC20", "BANK"],
};

const open = () => renderApp(<WithdrawRulesForm />, { staff: true, packs: ["console"] });

describe("rules: the console's withdrawal settings", () => {
  it("says it is loading until the settings come", async () => {
    server.use(pending("post", LOAD));
    await open();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("says when the settings could not be loaded", async () => {
    server.use(refusePost(LOAD, "server_error"));
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
  });

  it("shows the current settings and saves a changed fee", async () => {
    server.use(
      onPost<WithdrawRules>(LOAD, rules),
      onPost<WithdrawRules>(SAVE, (body) => ({ ...rules, ...(body as Partial<WithdrawRules>) })),
    );
    const { user } = await open();

    const fee = await screen.findByLabelText("Fee");
    await expect.poll(() => (fee as HTMLInputElement).value).toBe("0.60");
    expect(screen.getByLabelText("Minimum amount")).toHaveValue("10.00");
    expect(screen.getByRole("switch", { name: "Withdrawals open" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "BANK" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "USDT-ERC20" })).not.toBeChecked();

    await user.clear(fee);
    await user.type(fee, " 0.75 ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SAVE)?.body).toEqual({
      enabled: true,
      fee_rate: "0.75",
      min: "10.00",
      max: "5000.00",
      monthly_count: 4,
      cooldown_hours: 24,
      networks: ["USDT-TRC20", "BANK"],
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    server.use(onPost<WithdrawRules>(LOAD, rules), refusePost(SAVE, "fee_rate_invalid", "fee_rate"));
    const { user } = await open();
    const fee = await screen.findByLabelText("Fee");
    await expect.poll(() => (fee as HTMLInputElement).value).toBe("0.60");
    await user.clear(fee);
    await user.type(fee, "120");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const text = "Please enter a fee from 0 to below 100 per cent, with at most two decimals";
    // under the field, in the form's alert and in the toast
    await expect.poll(() => screen.queryAllByText(text).length).toBe(3);
    expect(fee).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
