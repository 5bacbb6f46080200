import type { UserInfo } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAppStore } from "../../../lib/app-store";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp, SHOPPER } from "../../../test/render";
import { LoginDialog } from "./login-dialog";

const LOGIN = "/api/wanlshop/user/login";

async function openLogin(lang = "en") {
  useAppStore.setState({ loginDialog: true });
  const view = await renderApp(<LoginDialog />, { lang });
  const dialog = await screen.findByRole("dialog");
  return { ...view, dialog };
}

describe("accounts: the login dialog", () => {
  it("asks for the account first, under its field, without calling the API", async () => {
    const { user, dialog } = await openLogin();
    expect(dialog).toHaveAccessibleName("Log in");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await within(dialog).findByText("Please enter your account")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Email or account"), "amira@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await within(dialog).findByText("Please enter your password")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("will not log in before the agreement is accepted", async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText("Email or account"), "amira@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "secret123");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please read and accept the agreement first")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("logs the shopper in: the session is kept and the dialog closes", async () => {
    server.use(onPost<{ userinfo: UserInfo }>(LOGIN, { userinfo: { ...SHOPPER, token: "fresh-token" } }));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText("Email or account"), "  amira@example.com ");
    await user.type(within(dialog).getByLabelText("Password"), "secret123");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ account: "amira@example.com", password: "secret123", top: 1 });
    expect(useAppStore.getState().token).toBe("fresh-token");
    expect(useAppStore.getState().loginDialog).toBe(false);
  });

  it("shows the API's refusal in Arabic, right to left", async () => {
    server.use(refusePost(LOGIN, "account_incorrect"));
    const { user, dialog } = await openLogin("ar");
    expect(dialog).toHaveAccessibleName("تسجيل الدخول");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(dialog.closest(".ant-modal-wrap")).toHaveClass("ant-modal-wrap-rtl");
    await user.type(within(dialog).getByLabelText("البريد الإلكتروني أو الحساب"), "amira@example.com");
    await user.type(within(dialog).getByLabelText("كلمة المرور"), "wrong-pass");
    await user.click(within(dialog).getByRole("button", { name: "تسجيل الدخول" }));

    // the catalogue's Arabic text, not the server's English message
    expect(await screen.findByText("الحساب غير صحيح")).toBeInTheDocument();
    expect(screen.queryByText("Account is incorrect")).toBeNull();
    expect(useAppStore.getState().token).toBe("");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
