import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./envelope.js";
import type { ErrorKey } from "./errors.js";
import { MAX_CART_LINES, MAX_IMAGES, MAX_QUANTITY } from "./orders.constants.js";

/**
 * Request parsing shared by every module. A failing rule answers its catalogue key as the issue
 * message; `params.field` names the field when it is not the top-level key the issue sits under
 * (the server's `parse` answers it as `field`).
 */
export const ID_MAX = 2_147_483_647;

/** Page query of every list call: default 15 per page, at most 100 (docs/api.md). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).catch(PAGE_SIZE_DEFAULT).default(PAGE_SIZE_DEFAULT),
  keyword: z.string().trim().max(100).optional(),
});

type Ctx = { addIssue: (issue: { code: "custom"; message: string; params?: Record<string, unknown> }) => void };
/** Records a failure with its key (and the field, when given) and ends the transform. */
export const fail = (ctx: Ctx, key: ErrorKey, field?: string): never => {
  ctx.addIssue({ code: "custom", message: key, ...(field !== undefined ? { params: { field } } : {}) });
  return z.NEVER;
};

/** A failure about the request as a whole: no field is named. */
export const NO_FIELD = "";

/** A body value as an object; anything else reads as an empty one. */
export const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * A nested field keyed by ids (coupons or remarks per shop) as its entries: a JSON object, or what a
 * form's `field[<id>]=v` parses to (an object, or a list whose positions are the ids). Left out,
 * null or "" is none; anything else (a bare string, a number) is null: a field that cannot be
 * read, which the caller refuses rather than ignores (docs/api.md#form-bodies).
 */
export function entriesOf(v: unknown): [string, unknown][] | null {
  if (v === undefined || v === null || v === "") return [];
  return typeof v === "object" ? Object.entries(v) : null;
}

/**
 * Any value, present or not: a missing key reaches the transform as undefined (a bare
 * `z.unknown()` under a transform would answer zod's own "nonoptional" for a missing key).
 */
export const anyValue = () => z.unknown().optional();

/** A body: any non-object (an array, a string) reads as an empty one, so every field answers its own message. */
export const body = <S extends z.core.$ZodLooseShape>(shape: S) => z.preprocess(asObject, z.object(shape));

/** A positive database id as the client sends it (number or digit string), or null. */
export function toId(v: unknown): number | null {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > ID_MAX) return null;
  return Number(s);
}

/** A positive database id, or "bad_request" on that field. */
export const idField = (field?: string) => anyValue().transform((v, ctx) => toId(v) ?? fail(ctx, "bad_request", field));

/** An id that may be left out: undefined, null, "", 0 and "0" read as none. */
export const optionalIdField = (field?: string) =>
  anyValue().transform((v, ctx) =>
    v === undefined || v === null || v === "" || v === 0 || v === "0"
      ? null
      : (toId(v) ?? fail(ctx, "bad_request", field)),
  );

/** A list of ids: an array, or a comma-separated string ("1,2,3"); at most 100, repeats dropped. */
export function toIds(v: unknown): number[] | null {
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : typeof v === "number" ? [v] : null;
  if (!list || list.length === 0 || list.length > MAX_CART_LINES) return null;
  const ids: number[] = [];
  for (const x of list) {
    const id = toId(x);
    if (id === null) return null;
    ids.push(id);
  }
  return [...new Set(ids)];
}
export const idListField = (field?: string) =>
  anyValue().transform((v, ctx) => toIds(v) ?? fail(ctx, "bad_request", field));

/**
 * A quantity as the client sends it (number or string): a whole number from 1 to 999.
 * Negative, zero, fractional, non-numeric and huge values answer "quantity_invalid".
 */
export const quantityField = (field?: string) =>
  anyValue().transform((v, ctx) => {
    const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : typeof v === "string" ? v.trim() : "";
    const n = Number(s);
    return /^\d{1,4}$/.test(s) && n >= 1 && n <= MAX_QUANTITY ? n : fail(ctx, "quantity_invalid", field);
  });

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9/_.-]{0,200}$/;

/** An upload path from `api/common/upload`'s answer (the path, or the full URL of this server), or null. */
function uploadPath(x: unknown): string | null {
  const raw = typeof x === "string" ? x.trim() : "";
  let p = raw;
  if (!raw.startsWith("/")) {
    try {
      p = new URL(raw).pathname;
    } catch {
      p = "";
    }
  }
  return UPLOAD_PATH.test(p) && !p.includes("..") ? p : null;
}

/** Images of a review or refund: up to 9 upload paths, stored as paths. Anything else answers "upload_invalid". */
export const imagesField = (field?: string) =>
  anyValue().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return [];
    const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : null;
    if (!list || list.length > MAX_IMAGES) return fail(ctx, "upload_invalid", field);
    const paths: string[] = [];
    for (const x of list) {
      const p = uploadPath(x);
      if (p === null) return fail(ctx, "upload_invalid", field);
      paths.push(p);
    }
    return paths;
  });

/** Text clipped to a length; anything but a string reads as "". */
export const clippedText = (max: number) =>
  anyValue().transform((v) => (typeof v === "string" ? v.trim().slice(0, max) : ""));

/**
 * Yes or no, read one way for every call, JSON or form-encoded (docs/api.md#form-bodies): true, 1,
 * "1" and "true" are yes; false, 0, "0" and "false" are no (a form sends every value as text);
 * anything else is neither (null).
 */
export function yesNo(v: unknown): boolean | null {
  if (v === true || v === 1) return true;
  if (v === false || v === 0) return false;
  if (typeof v !== "string") return null;
  const s = v.trim().toLowerCase();
  return s === "1" || s === "true" ? true : s === "0" || s === "false" ? false : null;
}

/**
 * A yes/no field by that rule; anything else is refused with `key` on the field. Left out, it is
 * `missing` when given, else refused too.
 */
export const yesNoField = (key: ErrorKey = "bad_request", missing?: boolean) =>
  anyValue().transform((v, ctx): boolean => {
    const b = v === undefined && missing !== undefined ? missing : yesNo(v);
    return b ?? fail(ctx, key);
  });

/** The same yes/no as 0 or 1, for calls whose answers and services keep it so (`approve`, `locked`). */
export const bitField = (key: ErrorKey = "bad_request", missing?: 0 | 1) =>
  yesNoField(key, missing === undefined ? undefined : missing === 1).transform((b) => (b ? 1 : 0) as 0 | 1);

/** A 0/1 flag as shopper forms send it: yes by the same rule (`yesNo`) is on, anything else off. */
export const flagField = () => anyValue().transform((v) => yesNo(v) === true);
