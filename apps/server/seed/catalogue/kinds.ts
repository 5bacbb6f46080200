import type { Kind } from "./kind.js";
import { FASHION_KINDS } from "./kinds-fashion.js";
import { HOME_KINDS } from "./kinds-home.js";
import { LEISURE_KINDS } from "./kinds-leisure.js";
import { TECH_KINDS } from "./kinds-tech.js";

/** Every kind of product in the demo catalogue, by the key leaf categories name. */
export const KINDS = { ...FASHION_KINDS, ...TECH_KINDS, ...HOME_KINDS, ...LEISURE_KINDS } as const;
export type KindKey = keyof typeof KINDS;

export const kindOf = (key: KindKey): Kind => KINDS[key];
