import { CODE, ERRORS, type ErrorKey } from "@mp/contracts";
import type { TextParam } from "@mp/texts";

/**
 * The one domain error. `key` is stable (packages/contracts errors.ts); the envelope plugin
 * maps it to `{code, msg, error}`. Code 0 failures are HTTP 200 (docs/api.md).
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: 0 | 401 | 402;
  readonly field?: string;
  readonly data: unknown;
  /** the parameters of the catalogue text `errors.<key>` (a level's price cap), rendered in the reader's language */
  readonly params?: Record<string, TextParam>;

  constructor(key: ErrorKey, opts: ErrorOptions = {}) {
    super(ERRORS[key]);
    this.key = key;
    this.params = opts.params;
    this.code = key === "login_required" ? CODE.LOGIN : key === "store_locked" ? CODE.STORE_LOCKED : CODE.FAIL;
    this.field = opts.field;
    this.data = opts.data ?? null;
  }

  get httpStatus(): number {
    return this.code === CODE.FAIL ? 200 : this.code;
  }
}

export interface ErrorOptions {
  field?: string;
  data?: unknown;
  params?: Record<string, TextParam>;
}

export const fail = (key: ErrorKey, opts?: ErrorOptions): never => {
  throw new AppError(key, opts);
};
