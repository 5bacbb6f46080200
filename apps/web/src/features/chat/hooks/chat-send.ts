import { SUPPORT_CONTACT_ID } from "@mp/contracts/constants";
import { chatApi, type SendInput } from "../api/chat-api";
import { receive, useChatStore } from "./chat-store";

async function send(type: SendInput["type"], content: SendInput["content"]) {
  const to = useChatStore.getState().activeId;
  if (to === null) return;
  const m = await chatApi.send({ to_id: to, type, content });
  receive(m, to === SUPPORT_CONTACT_ID);
}

export const sendText = (text: string) => send("text", { text });

/**
 * What the composer sends: the order attached to this conversation first (as its card, built by
 * the server), then the text when there is one. The attachment goes once, when the user sends.
 */
export async function sendWithAttachment(text: string) {
  const { attached, activeId } = useChatStore.getState();
  if (attached && attached.contactId === activeId) {
    await send("order", { id: attached.order.id });
    useChatStore.setState({ attached: null });
  }
  if (text) await sendText(text);
}

export async function sendImage(file: File) {
  const up = await chatApi.upload(file);
  await send("img", { url: up.url });
}

/** Sends the offered product as a card (the server builds it from the goods id). */
export async function sendOfferedGoods() {
  const goods = useChatStore.getState().offered;
  if (!goods) return;
  await send("goods", { id: goods.id });
  useChatStore.setState({ offered: null });
}
