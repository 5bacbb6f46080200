export { CATALOGUE } from "./catalogue.js";
export { type LegacyPattern, legacyDuration, readLegacy } from "./legacy.js";
export { hasText, type Reader, renderStored, renderText, renderWithNote } from "./render.js";
export { date, isText, type LegacyText, money, quote, type Text, type TextParam, text } from "./text.js";
