export { CATALOGUE } from "./catalogue.js";
export { hasText, type Reader, renderText } from "./render.js";
export { date, isText, money, quote, type Text, type TextParam, text } from "./text.js";
