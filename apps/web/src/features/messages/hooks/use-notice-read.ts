import { useApiMutation } from "../../../ui";
import { messagesApi } from "../api/messages-api";
import { noticeKeys } from "./notice-queries";

/** POST notice/read: one notice (`id`) or a whole kind (`type`); the lists and unread counts reload. */
export const useNoticeRead = () => useApiMutation(messagesApi.read, { invalidate: [noticeKeys.all] });
