import { readFileSync } from "node:fs";
import path from "node:path";

type Tree = { [k: string]: string | Tree };

/**
 * A UI string as a language's locale files have it, e.g. t("ar", "header.login"); `bundle` names a
 * folder of apps/web/src/locales (e.g. "buying") for the strings kept there. A key the bundle does
 * not have is looked up in the main file, as the app merges them (a storefront page's few strings
 * of a back-office bundle are kept in the main file).
 */
export function t(lang: string, key: string, bundle?: string): string {
  const lookup = (folder: string) => {
    const file = path.resolve(import.meta.dirname, "../../src/locales", folder, `${lang}.json`);
    const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
    return key
      .split(".")
      .reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), tree);
  };
  let value = lookup(bundle ?? "");
  if (typeof value !== "string" && bundle) value = lookup("");
  if (typeof value !== "string") throw new Error(`no string ${key} in ${bundle ? `${bundle}/` : ""}${lang}.json`);
  return value;
}
