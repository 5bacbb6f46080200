export { ALLOWED_FORMATS, MAX_INPUT_PIXELS, publicUploadPath, type StoredImage, storeImage } from "./images.js";
