import "./chat.css";

export { type SupportFilter, type SupportThread, supportApi } from "./api/chat-api";
export { ChatRoot } from "./components/chat-root";
export { SupportInbox } from "./components/support-inbox";
export { type ChatTarget, closeChat, type OfferedGoods, openChat } from "./hooks/chat-store";
