import type { Notice, NoticeCounts, NoticeKind, Page } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { Notice, NoticeCounts, NoticeKind } from "@mp/contracts/constants";
export { NOTICE_KINDS } from "@mp/contracts/constants";

export const messagesApi = {
  list: (type: NoticeKind, page: number) => apiPost<Page<Notice>>("/api/wanlshop/notice/lists", { type, page }),
  count: () => apiPost<NoticeCounts>("/api/wanlshop/notice/count"),
  read: (by: { id: number } | { type: NoticeKind }) => apiPost<NoticeCounts>("/api/wanlshop/notice/read", by),
};
