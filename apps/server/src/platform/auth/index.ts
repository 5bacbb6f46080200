export { hashPin, type PinKey, parsePinKey, pinKeyFromFile, pinKeyOf, pinNeedsRehash, verifyPin } from "./pin.js";
export {
  hashPassword,
  newNumericCode,
  newReadableCode,
  newToken,
  safeEqualHex,
  sha256,
  verifyPassword,
} from "./secrets.js";
