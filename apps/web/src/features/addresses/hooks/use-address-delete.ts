import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { addressesApi } from "../api/addresses-api";
import { addressKeys } from "./address-queries";

/** POST address/del. */
export function useShippingAddressDelete() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(addressesApi.remove, {
    invalidate: [addressKeys.list],
    onSuccess: () => message.success(t("addresses.deleted")),
  });
}
