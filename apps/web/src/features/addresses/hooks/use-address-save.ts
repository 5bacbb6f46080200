import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { addressesApi } from "../api/addresses-api";
import { addressKeys } from "./address-queries";

/** POST address/address: add or edit a shipping address. */
export function useShippingAddressSave(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(addressesApi.save, {
    invalidate: [addressKeys.list],
    onSuccess: () => {
      message.success(t("common.saved"));
      onDone();
    },
  });
}
