/** The chat module's only door: shopper-merchant chat and the customer-service inbox. */

export { chatRoutes } from "./chat.routes.js";
