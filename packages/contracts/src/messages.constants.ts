/** Notice kinds: the logistics, interactions and system-notice lists of the messages page. */
export const NOTICE_KINDS = ["logistics", "interaction", "system"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** other spellings clients send for a kind */
export const NOTICE_KIND_ALIASES: Readonly<Record<string, NoticeKind>> = {
  interactions: "interaction",
  notice: "system",
  system_notice: "system",
};
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_CONTENT_MAX = 2000;

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

/** `notice/count` and `notice/read`: unread notices per kind. */
export type NoticeCounts = Record<NoticeKind, number> & { total: number };
