import "./addresses.css";

export type { ShippingAddress } from "./api/addresses-api";
export { AddressForm, blankAddress } from "./components/address-form";
export { AddressList } from "./components/address-list";
export { addressKeys, useShippingAddressList } from "./hooks";
