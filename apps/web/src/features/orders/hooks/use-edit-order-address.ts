import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { ordersApi } from "../api/orders-api";

/** POST order/editAddress: once, before shipping (the server checks both). */
export function useEditOrderAddress(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation(
    ({ id, addressId }: { id: number; addressId: number }) => ordersApi.editAddress(id, addressId),
    {
      onSuccess: () => {
        message.success(t("common.saved"));
        onDone();
      },
    },
  );
}
