import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { couponsApi } from "../api/coupons-api";

export const couponsKey = ["coupons"] as const;

/** POST coupon/receive: claim an offered coupon (a refusal, e.g. sold out, is shown by the API client). */
export function useCouponReceive() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useApiMutation(couponsApi.receive, {
    onSuccess: () => message.success(t("coupons.claimed")),
    invalidate: [couponsKey],
  });
}
