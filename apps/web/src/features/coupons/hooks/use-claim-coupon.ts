import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { type Coupon, couponsApi } from "../api/coupons-api";

/** POST /api/wanlshop/coupon/receive; the API client shows a refusal (sold out, limit reached, ...). */
export function useClaimCoupon() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useApiMutation((c: Coupon) => couponsApi.receive(c.id), {
    invalidate: [["coupons"]],
    onSuccess: () => message.success(t("coupons.claimed")),
  });
}
