export { ALLOWED_FORMATS, MAX_INPUT_PIXELS, publicUploadPath, type StoredImage, storeImage } from "./images.js";
export { registerPublicUploads } from "./serve-public.js";
export { type FileStorage, isStorageKey, type StoredFile } from "./storage.js";
export { openStorage } from "./storage-open.js";
