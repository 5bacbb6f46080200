import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { walletApi } from "../api/wallet-api";
import { walletKeys } from "./wallet-queries";

/** POST wallet/address_delete. */
export function useAddressDelete() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(walletApi.deleteAddress, {
    invalidate: [walletKeys.addresses],
    onSuccess: () => message.success(t("wallet.deleted")),
  });
}
