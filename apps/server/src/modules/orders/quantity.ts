import { MAX_CART_LINES, MAX_QUANTITY } from "@mp/contracts";
import { AppError } from "../../platform/http/index.js";

export { MAX_CART_LINES, MAX_QUANTITY };

/**
 * A quantity as the client sends it (number or string): a whole number from 1 to 999.
 * Negative, zero, fractional, non-numeric and huge values answer "quantity_invalid".
 */
export function parseQuantity(v: unknown, field = "number"): number {
  const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : typeof v === "string" ? v.trim() : "";
  if (!/^\d{1,4}$/.test(s)) throw new AppError("quantity_invalid", { field });
  const n = Number(s);
  if (n < 1 || n > MAX_QUANTITY) throw new AppError("quantity_invalid", { field });
  return n;
}

/** A positive database id, or a clear "bad_request" on that field. */
export function parseId(v: unknown, field = "id"): number {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) throw new AppError("bad_request", { field });
  return Number(s);
}

/** A list of ids: an array, or a comma-separated string ("1,2,3"); at most 100. */
export function parseIds(v: unknown, field = "ids"): number[] {
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : typeof v === "number" ? [v] : null;
  if (!list || list.length === 0 || list.length > MAX_CART_LINES) throw new AppError("bad_request", { field });
  return [...new Set(list.map((x) => parseId(x, field)))];
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9/_.-]{0,200}$/;

/**
 * Images of a review or refund: up to 9 upload paths, as `api/common/upload` answers them (the
 * path, or the full URL of this server); stored as paths. Anything else is refused.
 */
export function parseImages(v: unknown, field = "images"): string[] {
  if (v === undefined || v === null || v === "") return [];
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : null;
  if (!list || list.length > 9) throw new AppError("upload_invalid", { field });
  return list.map((x) => {
    const raw = typeof x === "string" ? x.trim() : "";
    const p = raw.startsWith("/")
      ? raw
      : (() => {
          try {
            return new URL(raw).pathname;
          } catch {
            return "";
          }
        })();
    if (!UPLOAD_PATH.test(p) || p.includes("..")) throw new AppError("upload_invalid", { field });
    return p;
  });
}
