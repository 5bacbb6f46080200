import { useTranslation } from "react-i18next";
import { textWithNames, useApiMutation, whenSettled } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type Coupon, couponAdminApi } from "../api/coupons-api";

const LIST = [["admin-coupons"]];

/** Where a coupon is in its period, as the list's actions need it. */
export function couponPhase(c: Coupon, nowSeconds = Date.now() / 1000): "waiting" | "live" | "ended" {
  if (c.endtime <= nowSeconds) return "ended";
  return c.starttime > nowSeconds ? "waiting" : "live";
}

/** How many shoppers have claimed it. */
export const claimedOf = (c: Coupon) => c.total - c.remaining;

/**
 * End and delete from the issued coupons' list, each confirmed first with what will happen and
 * answered with a success message; a claimed coupon is not offered for deletion but explained.
 */
export function useCouponActions() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const end = useApiMutation((c: Coupon) => couponAdminApi.end(c.id), {
    invalidate: LIST,
    onSuccess: (_, c) => message.success(textWithNames(t, "coupons.admin_ended", { name: c.name })),
  });
  const del = useApiMutation((c: Coupon) => couponAdminApi.del(c.id), {
    invalidate: LIST,
    onSuccess: (_, c) => message.success(textWithNames(t, "coupons.admin_deleted", { name: c.name })),
  });
  const confirmEnd = (c: Coupon) => {
    const unused = claimedOf(c) - (c.used ?? 0);
    modal.confirm({
      type: "warning",
      title: textWithNames(t, "coupons.admin_end_title", { name: c.name }),
      content: unused > 0 ? t("coupons.admin_end_claims", { n: unused }) : t("coupons.admin_end_none"),
      okText: t("coupons.admin_end"),
      okButtonProps: { danger: true, "data-testid": "coupon-end-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(end, c),
    });
  };
  const confirmDelete = (c: Coupon) => {
    if (claimedOf(c) > 0) {
      modal.info({
        title: textWithNames(t, "coupons.admin_cannot_delete", { name: c.name }),
        content: t("coupons.admin_cannot_delete_why", { n: claimedOf(c) }),
        okText: t("coupons.admin_understood"),
        okButtonProps: { "data-testid": "coupon-delete-why-ok" },
      });
      return;
    }
    modal.confirm({
      type: "warning",
      title: textWithNames(t, "coupons.admin_delete_title", { name: c.name }),
      content: t("coupons.admin_delete_body"),
      okText: t("coupons.admin_delete"),
      okButtonProps: { danger: true, "data-testid": "coupon-delete-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(del, c),
    });
  };
  return { confirmEnd, confirmDelete };
}
