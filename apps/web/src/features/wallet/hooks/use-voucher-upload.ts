import { useApiMutation } from "../../../ui";
import { walletApi } from "../api/wallet-api";

/** POST common/upload with purpose "voucher": a private image for the recharge. */
export function useVoucherUpload(onDone: (voucher: { url: string; preview: string }) => void) {
  return useApiMutation(walletApi.uploadVoucher, { onSuccess: onDone });
}
