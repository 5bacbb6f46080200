export {
  hashPassword,
  newNumericCode,
  newReadableCode,
  newToken,
  safeEqualHex,
  sha256,
  verifyPassword,
} from "./secrets.js";
