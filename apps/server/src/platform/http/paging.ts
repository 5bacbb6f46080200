import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from "@mp/contracts";
import { z } from "zod";

/** Page query of every list call: default 15 per page, at most 100 (DOMAIN.md section 1). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).catch(PAGE_SIZE_DEFAULT).default(PAGE_SIZE_DEFAULT),
  keyword: z.string().trim().max(100).optional(),
});

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
