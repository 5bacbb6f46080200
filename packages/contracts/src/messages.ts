import { z } from "zod";
import { NOTICE_KIND_ALIASES, NOTICE_KINDS } from "./messages.constants.js";
import { pageQuery } from "./request.js";

/** A notice kind, in any of the spellings clients send. */
export const noticeKind = z.preprocess(
  (v) => (typeof v === "string" ? (NOTICE_KIND_ALIASES[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : v),
  z.enum(NOTICE_KINDS, { message: "bad_request" }),
);
/** `notice/lists` {type, page} */
export const noticeListBody = pageQuery.extend({ type: noticeKind });
/** `notice/read` {id} or {type}: one notice, or every notice of a kind */
export const noticeReadBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  type: noticeKind.optional(),
});
