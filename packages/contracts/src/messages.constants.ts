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
  /** in the reader's language (the request's Lang; a pushed frame: the recipient's last language) */
  title: string;
  /** the body, then staff's words (a reason), if any, quoted on a line of their own */
  content: string;
  /** words staff wrote with it, as written ("" when none) */
  note: string;
  modules: string;
  modules_id: number | null;
  is_read: 0 | 1;
  createtime: number;
}

/** `notice/count` and `notice/read`: unread notices per kind. */
export type NoticeCounts = Record<NoticeKind, number> & { total: number };
