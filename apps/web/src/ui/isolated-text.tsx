import type { TFunction } from "i18next";
import type { ReactNode } from "react";

const MARK = "\u0001";

/**
 * A translated sentence with people's words in it (a shop's name, a coupon's, a goods title),
 * each set apart in a <bdi>: a Latin name inside an Arabic sentence keeps its own direction and
 * stays where the sentence puts it. Used where a dialog or a message shows the sentence.
 */
export function textWithNames(t: TFunction, key: string, names: Record<string, string | number>): ReactNode {
  const keys = Object.keys(names);
  const text = t(key, Object.fromEntries(keys.map((k, i) => [k, `${MARK}${i}${MARK}`])));
  // the split keeps each name's number at the odd places ("Rename ", "0", " to ", "1", "?"); a name is in a sentence once
  return text.split(new RegExp(`${MARK}(\\d+)${MARK}`)).map((part, i) => {
    if (i % 2 === 0) return part;
    const name = keys[Number(part)] as string;
    return <bdi key={name}>{String(names[name] ?? "")}</bdi>;
  });
}
