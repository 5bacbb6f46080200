import type { Page } from "@mp/contracts";

/** Page query of every list call (the contract's): default 15 per page, at most 100. */
export { pageQuery } from "@mp/contracts";

export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    data: rows,
  };
}

export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
