export { useAddressDelete } from "./use-address-delete";
export { useAddressSave } from "./use-address-save";
export { useRechargeSubmit } from "./use-recharge";
export { useVoucherUpload } from "./use-voucher-upload";
export { useWithdrawSubmit } from "./use-withdraw";
export { useAddresses, usePayPasswordSet, useWalletInfo, useWalletRules, walletKeys } from "./wallet-queries";
