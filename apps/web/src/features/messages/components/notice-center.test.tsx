import type { Notice, NoticeCounts, Page } from "@mp/contracts/constants";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calls, onPost, server } from "../../../test/api";
import { renderApp } from "../../../test/render";
import { NoticeCenter } from "./notice-center";

const page = <T,>(data: T[]): Page<T> => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });
const counts = (logistics: number): NoticeCounts => ({ logistics, interaction: 0, system: 0, total: logistics });
const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  type: "logistics",
  title: "Your order has shipped",
  content: "Order 20260101 is on its way.",
  note: "",
  modules: "order",
  modules_id: 5,
  is_read: 0,
  createtime: 1_780_000_000,
  ...over,
});

describe("messages: the notice center", () => {
  it("lists the shopper's notices, marks the unread one and marks all as read", async () => {
    server.use(
      onPost<NoticeCounts>("/api/wanlshop/notice/count", counts(1)),
      onPost<Page<Notice>>(
        "/api/wanlshop/notice/lists",
        page([notice({}), notice({ id: 2, title: "Delivered", content: "Order 20251230 was delivered.", is_read: 1 })]),
      ),
      onPost<NoticeCounts>("/api/wanlshop/notice/read", counts(0)),
    );
    const { user } = await renderApp(<NoticeCenter />, { signedIn: true });

    expect(screen.getByRole("tab", { name: /Logistics/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: /Interactions/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /System notices/ })).toBeInTheDocument();
    expect(await screen.findByText("Your order has shipped")).toBeInTheDocument();
    expect(screen.getByText("Order 20260101 is on its way.")).toBeInTheDocument();
    expect(screen.getByText("Delivered")).toBeInTheDocument();
    // one unread notice: one "Unread" mark, on the first notice
    const items = screen.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByLabelText("Unread")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByLabelText("Unread")).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await expect.poll(() => calls.find((c) => c.path.endsWith("/notice/read"))?.body).toEqual({ type: "logistics" });
  });

  it("says so when a kind has no notices", async () => {
    server.use(
      onPost<NoticeCounts>("/api/wanlshop/notice/count", counts(0)),
      onPost<Page<Notice>>("/api/wanlshop/notice/lists", page([])),
    );
    await renderApp(<NoticeCenter />, { signedIn: true });
    expect(await screen.findByText("No notifications yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("reads right to left in Arabic, with the Arabic words", async () => {
    server.use(
      onPost<NoticeCounts>("/api/wanlshop/notice/count", counts(0)),
      onPost<Page<Notice>>("/api/wanlshop/notice/lists", page([])),
    );
    await renderApp(<NoticeCenter />, { signedIn: true, lang: "ar" });
    expect(await screen.findByText("لا توجد إشعارات بعد.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /الشحن/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    // antd's components take the direction from the ConfigProvider
    expect(screen.getByRole("tablist").closest(".ant-tabs")).toHaveClass("ant-tabs-rtl");
  });
});
