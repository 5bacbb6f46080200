/** Shop settings: the merchant's `/shop-setting` page and the console's review of name changes. */
import "./shop-settings.css";

export { NameChangeQueue } from "./admin/name-change-queue";
export { ShopSettingsView } from "./components/shop-settings-view";
