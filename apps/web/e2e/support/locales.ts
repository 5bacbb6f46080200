import { readFileSync } from "node:fs";
import path from "node:path";

type Tree = { [k: string]: string | Tree };

/**
 * A UI string as a language's locale file has it, e.g. t("ar", "header.login"); `bundle` names a
 * folder of apps/web/src/locales (e.g. "buying") for the strings kept there.
 */
export function t(lang: string, key: string, bundle?: string): string {
  const file = path.resolve(import.meta.dirname, "../../src/locales", bundle ?? "", `${lang}.json`);
  const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
  const value = key
    .split(".")
    .reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), tree);
  if (typeof value !== "string") throw new Error(`no string ${key} in ${bundle ? `${bundle}/` : ""}${lang}.json`);
  return value;
}
