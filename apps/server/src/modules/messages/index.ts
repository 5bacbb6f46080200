/** The messages module's only door: notices per kind, unread counts, and `notify()` for other modules. */

export { upgradeLegacyNotices } from "./legacy-notices.js";
export { messagesRoutes } from "./messages.routes.js";
export { seedDemoNotices } from "./messages.seed.js";
export { type Notice, notify, notifyAll } from "./messages.service.js";
export { NOTICE_KINDS, type NoticeKind } from "./messages.tables.js";
