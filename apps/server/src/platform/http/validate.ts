import { ERRORS, type ErrorKey } from "@mp/contracts";
import type { z } from "zod";
import { AppError } from "./app-error.js";

const isKey = (m: string): m is ErrorKey => Object.hasOwn(ERRORS, m);

/**
 * Parses input with a contract schema. The first failing rule wins (schemas list fields in
 * the spec's order) and answers its catalogue message; nothing has changed yet.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isKey(issue.message) ? issue.message : "bad_request";
  // a contract rule may name the field itself (a nested value, one read from another key, or none: "")
  const named = issue?.code === "custom" ? issue.params?.field : undefined;
  const field = typeof named === "string" ? named || undefined : issue?.path.length ? String(issue.path[0]) : undefined;
  throw new AppError(key, { field });
}
