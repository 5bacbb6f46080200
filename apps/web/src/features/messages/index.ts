import "./messages.css";

export type { Notice, NoticeKind } from "./api/messages-api";
export { MessagesLink } from "./components/messages-link";
export { NoticeCenter } from "./components/notice-center";
export { noticeKeys, useNoticeCounts } from "./hooks";
