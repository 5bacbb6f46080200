import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type Coupon, couponsApi } from "../api/coupons-api";

/** POST /api/wanlshop/coupon/receive; the API client shows a refusal (sold out, limit reached, ...). */
export function useClaimCoupon() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useApiMutation((c: Coupon) => couponsApi.receive(c.id), {
    invalidate: [["coupons"]],
    onSuccess: () => message.success(t("coupons.claimed")),
  });
}
