import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { ordersApi, type ReviewItem } from "../api/orders-api";

/** POST order/comment: one review per product of the order. */
export function useReviewSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  return useApiMutation(({ id, items }: { id: number; items: ReviewItem[] }) => ordersApi.comment(id, items), {
    onSuccess: () => {
      message.success(t("orders.review_done"));
      void client.invalidateQueries({ queryKey: ["orders"] });
      onDone();
    },
  });
}
