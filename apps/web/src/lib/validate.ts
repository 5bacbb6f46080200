import type { FormInstance } from "antd";
import { feedback } from "./feedback";
import { i18n } from "./i18n";

/** The first failing rule of a form: the field and the i18n key of its message. */
export interface Invalid {
  field: string;
  key: string;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Schema {
  safeParse: (v: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Runs a contract schema; its issue messages are error keys (packages/contracts/src/errors.ts). */
export function schemaCheck(schema: Schema, values: unknown): Invalid | null {
  const r = schema.safeParse(values);
  if (r.success) return null;
  const issue = r.error.issues[0];
  if (!issue) return null;
  return { field: String(issue.path[0] ?? ""), key: `errors.${issue.message}` };
}

/**
 * Checks rules in the spec's order (agreement, account or email, password, code) and
 * reports only the first failure, on its field and as a toast. Returns true when all pass.
 */
export function passes(form: FormInstance, checks: Array<() => Invalid | null>): boolean {
  for (const check of checks) {
    const bad = check();
    if (!bad) continue;
    const text = i18n.t(bad.key);
    if (bad.field) form.setFields([{ name: bad.field, errors: [text] }]);
    feedback.message?.warning(text);
    return false;
  }
  return true;
}
