/** Upload calls; images are decoded and re-encoded by platform/uploads. */
export { uploadsRoutes } from "./uploads.routes.js";
