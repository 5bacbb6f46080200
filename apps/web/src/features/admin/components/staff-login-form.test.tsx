import type { StaffInfo } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAppStore } from "../../../lib/app-store";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { StaffLoginForm } from "./staff-login-form";

const LOGIN = "/api/admin/auth/login";

const STAFF: StaffInfo = {
  staff_id: 3,
  email: "ops@example.com",
  name: "Olu Ops",
  role: "operator",
  token: "staff-fresh-token",
};

describe("admin: the staff sign-in form", () => {
  it("asks for the staff e-mail, then a real one, then the password, without calling the API", async () => {
    const { user } = await renderApp(<StaffLoginForm onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter your account")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Staff email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is incorrect")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Staff email"));
    await user.type(screen.getByLabelText("Staff email"), "ops@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    // under its own field (a message says it too)
    const password = screen.getByLabelText("Password").closest(".ant-form-item") as HTMLElement;
    expect(await within(password).findByText("Please enter your password")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("signs in: the staff token is kept apart from the shopper's, and the page goes on", async () => {
    server.use(onPost<StaffInfo>(LOGIN, STAFF));
    const done = vi.fn();
    const { user } = await renderApp(<StaffLoginForm onDone={done} />);
    await user.type(screen.getByLabelText("Staff email"), "  ops@example.com ");
    await user.type(screen.getByLabelText("Password"), "staff-secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ account: "ops@example.com", password: "staff-secret" });
    expect(useAppStore.getState().adminToken).toBe("staff-fresh-token");
    expect(useAppStore.getState().token).toBe("");
    expect(done).toHaveBeenCalledOnce();
  });

  it("shows a refused sign-in in Arabic, right to left, and keeps the form", async () => {
    server.use(refusePost(LOGIN, "account_incorrect"));
    const done = vi.fn();
    const { user } = await renderApp(<StaffLoginForm onDone={done} />, { lang: "ar" });
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await user.type(screen.getByLabelText("البريد الإلكتروني للموظف"), "ops@example.com");
    await user.type(screen.getByLabelText("كلمة المرور"), "wrong-secret");
    await user.click(screen.getByRole("button", { name: "دخول" }));
    expect(await screen.findByText("الحساب غير صحيح")).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
    expect(useAppStore.getState().adminToken).toBe("");
    expect(screen.getByLabelText("البريد الإلكتروني للموظف")).toHaveValue("ops@example.com");
  });
});
