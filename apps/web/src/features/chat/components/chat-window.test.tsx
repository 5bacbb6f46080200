import type { ChatContact, ChatMessage } from "@mp/contracts";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { calls, onPost, refusePost, server } from "../../../test/api";
import { renderApp, SHOPPER } from "../../../test/render";
import { loadContacts, resetChat, useChatStore } from "../hooks/chat-store";
import { ChatWindow } from "./chat-window";

const LISTS = "/api/wanlshop/chat/lists";
const HISTORY = "/api/wanlshop/chat/history2";
const SEND = "/api/wanlshop/chat/send";
const CLEAR = "/api/wanlshop/chat/clear";

const me = { id: SHOPPER.user_id, name: "Amira", avatar: "" };
const seller = { id: 9, name: "Tea House", avatar: "" };

const contact = (over: Partial<ChatContact>): ChatContact => ({
  id: 0,
  user_id: 0,
  name: "",
  avatar: "",
  count: 0,
  type: "",
  content: "",
  createtime: 0,
  online: false,
  service: true,
  shop_id: null,
  ...over,
});
const service = contact({ name: "Customer service" });
const teaHouse = contact({
  id: 9,
  user_id: 9,
  name: "Tea House",
  count: 2,
  type: "text",
  content: "Your parcel left today",
  createtime: 1_780_000_000,
  online: true,
  service: false,
  shop_id: 4,
});

const text = (id: number, from: typeof me, to: number, words: string): ChatMessage => ({
  id,
  message: { type: "text", content: { text: words } },
  form: from,
  to_id: to,
  createtime: 1_780_000_000 + id,
  read: true,
});

async function openChat(contacts: ChatContact[], lang = "en") {
  server.use(onPost<ChatContact[]>(LISTS, contacts));
  useChatStore.setState({ open: true });
  const view = await renderApp(<ChatWindow />, { signedIn: true, lang });
  await act(() => loadContacts());
  return { ...view, dialog: await screen.findByRole("dialog") };
}

afterEach(() => resetChat());

describe("chat: the shopper's chat window", () => {
  it("lists customer service first, then each conversation with its last message and unread count", async () => {
    const { dialog } = await openChat([service, teaHouse]);
    expect(dialog).toHaveAccessibleName("Messages");
    const list = within(dialog).getByRole("navigation", { name: "Conversations" });
    const [first, second] = within(list).getAllByRole("button");
    expect(first).toHaveTextContent("Customer service");
    expect(second).toHaveTextContent("Tea House");
    expect(second).toHaveTextContent("Your parcel left today");
    expect(within(second as HTMLElement).getByText("2")).toBeInTheDocument();
  });

  it("says when there is no conversation yet", async () => {
    const { dialog } = await openChat([]);
    expect(within(dialog).getByText("No conversations yet")).toBeInTheDocument();
  });

  it("opens a conversation's history and sends a message to it", async () => {
    server.use(
      onPost<ChatMessage[]>(HISTORY, [text(1, seller, me.id, "Your parcel left today")]),
      onPost<null>(CLEAR, null),
      onPost<ChatMessage>(SEND, text(2, me, seller.id, "Thank you!")),
    );
    const { user, dialog } = await openChat([service, teaHouse]);
    await user.click(within(dialog).getByRole("button", { name: /Tea House/ }));

    const thread = await within(dialog).findByRole("region", { name: "Tea House" });
    expect(await within(thread).findByText("Your parcel left today")).toBeInTheDocument();
    expect(within(thread).getByText("Online")).toBeInTheDocument();
    expect(calls.find((c) => c.path === HISTORY)?.body).toEqual({ to_id: 9 });
    expect(calls.find((c) => c.path === CLEAR)?.body).toEqual({ id: 9 });

    await user.type(within(thread).getByRole("textbox", { name: "Type a message" }), "  Thank you!  ");
    await user.click(within(thread).getByRole("button", { name: /\bSend$/ }));
    expect(await within(thread).findByText("Thank you!")).toBeInTheDocument();
    expect(calls.find((c) => c.path === SEND)?.body).toEqual({
      type: "chat",
      to_id: 9,
      message: { type: "text", content: { text: "Thank you!" } },
    });
    expect(within(thread).getByRole("textbox", { name: "Type a message" })).toHaveValue("");
  });

  it("keeps the text when the API refuses it, and says why in Arabic, right to left", async () => {
    server.use(onPost<ChatMessage[]>(HISTORY, []), refusePost(SEND, "rate_limited"));
    const { user, dialog } = await openChat([service], "ar");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await user.click(within(dialog).getByRole("button", { name: /خدمة العملاء/ }));
    const thread = await within(dialog).findByRole("region", { name: "خدمة العملاء" });
    expect(await within(thread).findByText("لا توجد رسائل بعد. ألقِ التحية!")).toBeInTheDocument();

    const input = within(thread).getByRole("textbox", { name: "اكتب رسالة" });
    await user.type(input, "مرحبا{Enter}");
    expect(await screen.findByText("طلبات كثيرة جدًا، يُرجى المحاولة لاحقًا")).toBeInTheDocument();
    expect(input).toHaveValue("مرحبا");
  });
});
