import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { walletApi } from "../api/wallet-api";
import { walletKeys } from "./wallet-queries";

/** POST wallet/address_delete. */
export function useAddressDelete() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useApiMutation(walletApi.deleteAddress, {
    invalidate: [walletKeys.addresses],
    onSuccess: () => message.success(t("wallet.deleted")),
  });
}
