export { ALLOWED_FORMATS, MAX_INPUT_PIXELS, type StoredImage, storeImage } from "./images.js";
