import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { ordersApi } from "../api/orders-api";

/** POST refund/apply (one idempotency key per request, added by the API). */
export function useRefundApply(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  return useApiMutation(ordersApi.refundApply, {
    onSuccess: () => {
      message.success(t("orders.refund_submitted"));
      void client.invalidateQueries({ queryKey: ["orders"] });
      onDone();
    },
  });
}
