export { addressKeys, useDiallingCodes, useRegions, useShippingAddressList } from "./address-queries";
export { useShippingAddressDelete } from "./use-address-delete";
export { useShippingAddressSave } from "./use-address-save";
