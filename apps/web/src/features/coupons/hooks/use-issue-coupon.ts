import { Form } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { couponAdminApi, type IssueCoupon } from "../api/coupons-api";

/** The issue form's values: the call's body with the two dates as one range picker's pair. */
export type IssueDraft = Omit<IssueCoupon, "starts_at" | "ends_at"> & { period: [Dayjs, Dayjs] };

/** The call's body: only the fields the kind uses (a discount has a percent, an instant coupon no threshold). */
export function issueBody(d: IssueDraft): IssueCoupon {
  const discount = d.kind === "discount";
  return {
    kind: d.kind,
    name: d.name,
    shop_id: d.shop_id || undefined,
    amount: discount ? undefined : d.amount,
    discount: discount ? d.discount : undefined,
    max_discount: discount ? d.max_discount || undefined : undefined,
    threshold: d.kind === "instant" ? undefined : d.threshold,
    total: d.total,
    per_user: d.per_user,
    starts_at: d.period[0].unix(),
    ends_at: d.period[1].unix(),
  };
}

/** POST /api/admin/coupon/add, from the issue form; the form keeps kind, counts and period for the next one. */
export function useIssueCoupon() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<IssueDraft>();
  const issue = useApiMutation((d: IssueDraft) => couponAdminApi.add(issueBody(d)), {
    form,
    invalidate: [["admin-coupons"]],
    onSuccess: () => {
      message.success(t("coupons.admin_issued"));
      form.resetFields(["name", "amount", "discount", "max_discount", "threshold"]);
    },
  });
  return { form, issue };
}
