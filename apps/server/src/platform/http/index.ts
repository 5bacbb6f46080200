export { AppError, fail } from "./app-error.js";
export { BODY_LIMIT_BYTES, parseFormBody, registerBodyParsers, UPLOAD_LIMIT_BYTES } from "./body-parsers.js";
export { notFoundEnvelope, ok, registerEnvelope, sendError } from "./envelope.js";
export { pageQuery, toPage, unixSeconds } from "./paging.js";
export { parse } from "./validate.js";
