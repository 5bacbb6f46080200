import type { Page } from "@mp/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { page } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import type { ConsoleUser } from "../api/people-api";
import { UsersList } from "./users-list";

const LIST = "/api/admin/users/list";

const amira: ConsoleUser = {
  id: 7,
  email: "amira@example.com",
  nickname: "Amira",
  status: "normal",
  createtime: 1_780_000_000,
  money_locked: false,
  is_merchant: true,
  shop_id: 4,
  last_login: 1_780_100_000,
};
const omar: ConsoleUser = {
  ...amira,
  id: 8,
  email: "omar@example.com",
  nickname: "Omar",
  status: "locked",
  money_locked: true,
  is_merchant: false,
  shop_id: null,
  last_login: null,
};

const open = () => renderApp(<UsersList />, { staff: true, packs: ["console"], route: "/admin/users" });
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("people: the console's user list", () => {
  it("shows each user's status, wallet, shop and last login", async () => {
    server.use(onPost<Page<ConsoleUser>>(LIST, page([amira, omar])));
    await open();
    await screen.findByText("amira@example.com");

    const first = rowOf("amira@example.com");
    expect(within(first).getByText("Active")).toBeInTheDocument();
    expect(within(first).getByText("Normal")).toBeInTheDocument();
    expect(within(first).getByText("Shop #4")).toBeInTheDocument();

    const second = rowOf("omar@example.com");
    expect(within(second).getByText("Locked")).toBeInTheDocument();
    expect(within(second).getByText("Frozen")).toBeInTheDocument();
    expect(within(second).getByText("Never")).toBeInTheDocument();
  });

  it("searches by what was typed, trimmed, and opens a user's page from the row", async () => {
    server.use(onPost<Page<ConsoleUser>>(LIST, (body) => page(body.keyword ? [omar] : [amira, omar])));
    const { user, router } = await open();
    await screen.findByText("amira@example.com");

    await user.type(screen.getByRole("searchbox", { name: "Search by email, nickname or user ID" }), " omar {Enter}");
    await expect.poll(() => screen.queryByText("amira@example.com")).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ page: 1, keyword: "omar" });

    await user.click(screen.getByText("omar@example.com"));
    expect(router.state.location.pathname).toBe("/admin/users/8");
  });

  it("says when no user matches", async () => {
    server.use(onPost<Page<ConsoleUser>>(LIST, page<ConsoleUser>([])));
    await open();
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
  });

  it("offers a retry when the list could not be loaded", async () => {
    server.use(refusePost(LIST, "server_error"));
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("This could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    // asked once: a failed list is not asked again until the retry
    expect(calls.filter((c) => c.path === LIST)).toHaveLength(1);
  });
});
