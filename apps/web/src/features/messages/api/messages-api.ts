import type { Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export const NOTICE_KINDS = ["logistics", "interaction", "system"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface Notice {
  id: number;
  type: NoticeKind;
  title: string;
  content: string;
  modules: string;
  modules_id: number | null;
  is_read: 0 | 1;
  createtime: number;
}

export type NoticeCounts = Record<NoticeKind, number> & { total: number };

export const messagesApi = {
  list: (type: NoticeKind, page: number) => apiPost<Page<Notice>>("/api/wanlshop/notice/lists", { type, page }),
  count: () => apiPost<NoticeCounts>("/api/wanlshop/notice/count"),
  read: (by: { id: number } | { type: NoticeKind }) => apiPost<NoticeCounts>("/api/wanlshop/notice/read", by),
};
