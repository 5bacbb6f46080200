import { CODE, ERRORS, type ErrorKey } from "@mp/contracts";

/**
 * The one domain error. `key` is stable (packages/contracts errors.ts); the envelope plugin
 * maps it to `{code, msg, error}`. Code 0 failures are HTTP 200 (docs/api.md).
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: 0 | 401 | 402;
  readonly field?: string;
  readonly data: unknown;

  /** `msg` replaces the catalogue text when it names a figure from platform data (a level's price cap) */
  constructor(key: ErrorKey, opts: { field?: string; data?: unknown; msg?: string } = {}) {
    super(opts.msg ?? ERRORS[key]);
    this.key = key;
    this.code = key === "login_required" ? CODE.LOGIN : key === "store_locked" ? CODE.STORE_LOCKED : CODE.FAIL;
    this.field = opts.field;
    this.data = opts.data ?? null;
  }

  get httpStatus(): number {
    return this.code === CODE.FAIL ? 200 : this.code;
  }
}

export const fail = (key: ErrorKey, opts?: { field?: string; data?: unknown; msg?: string }): never => {
  throw new AppError(key, opts);
};
