import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { walletApi } from "../api/wallet-api";
import { walletKeys } from "./wallet-queries";

/** POST wallet/address_save: add or edit a withdrawal address. */
export function useAddressSave(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(walletApi.saveAddress, {
    invalidate: [walletKeys.addresses],
    onSuccess: () => {
      message.success(t("common.saved"));
      onDone();
    },
  });
}
