/** Private uploads (vouchers, identity photos): stored for an owner, read through signed links. */
export { filesRoutes } from "./files.routes.js";
export { type FilePurpose, ownerOf, ownPublicUpload, signedUrl, storePrivate, storePublic } from "./files.service.js";
