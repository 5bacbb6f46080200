import type { ErrorKey } from "./errors.js";

/** Every answer of the API (docs/api.md). `time` is unix seconds. */
export interface Envelope<T = unknown> {
  code: 0 | 1 | 401 | 402;
  msg: string;
  time: number;
  data: T;
  /** stable machine key of a failure */
  error?: ErrorKey;
  /** the field a validation failure is about, when there is one */
  field?: string;
}

export interface Page<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
