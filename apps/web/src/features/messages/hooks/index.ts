export { noticeKeys, useNoticeCounts, useNoticePushes } from "./notice-queries";
export { useNoticeRead } from "./use-notice-read";
