/** Site settings by key, stored as JSON: read, write, write once. */
export { getSetting, putSetting, putSettingOnce } from "./settings.repo.js";
