import { COUPON_NAME_MAX, COUPON_PER_USER_MAX, COUPON_TOTAL_MAX } from "@mp/contracts/constants";
import { DatePicker, Form, Input, InputNumber, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { DialogShell, textWithNames, useApiMutation, useFieldRules } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type Coupon, couponAdminApi } from "../api/coupons-api";
import { claimedOf } from "../hooks/use-coupon-actions";

interface Values {
  name: string;
  total: number;
  per_user: number;
  ends: Dayjs;
}

/**
 * Edit an issued coupon: name, how many in all (not fewer than claimed), per shopper and the end.
 * Its kind, value, threshold, shop and start are what shoppers claimed, and the dialog says so.
 */
export function EditCouponDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const claimed = claimedOf(coupon);
  const save = useApiMutation(
    (v: Values) =>
      couponAdminApi.save({
        id: coupon.id,
        name: v.name.trim(),
        total: v.total,
        per_user: v.per_user,
        ends_at: v.ends.unix(),
      }),
    {
      form,
      fieldNames: { ends_at: "ends" },
      invalidate: [["admin-coupons"]],
      onSuccess: (c) => {
        message.success(textWithNames(t, "coupons.admin_saved", { name: c.name }));
        onClose();
      },
    },
  );
  const starts = dayjs(coupon.starttime * 1000);
  return (
    <DialogShell
      open
      title={textWithNames(t, "coupons.admin_edit_title", { name: coupon.name })}
      onClose={onClose}
      width={480}
      testId="coupon-edit-dialog"
      submit={{ text: t("common.save"), onSubmit: form.submit, busy: save.isPending, testId: "coupon-edit-submit" }}
    >
      <Typography.Paragraph type="secondary">{t("coupons.admin_edit_note")}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{
          name: coupon.name,
          total: coupon.total,
          per_user: coupon.per_user,
          ends: dayjs(coupon.endtime * 1000),
        }}
      >
        <Form.Item
          name="name"
          label={t("coupons.admin_name")}
          rules={[rules.required(), ...rules.length(0, COUPON_NAME_MAX)]}
        >
          <Input maxLength={COUPON_NAME_MAX} data-testid="coupon-edit-name" />
        </Form.Item>
        <Form.Item
          name="total"
          label={t("coupons.admin_total")}
          extra={t("coupons.admin_total_hint", { n: claimed })}
          rules={[
            rules.required(),
            {
              validator: async (_: unknown, v: number | null) => {
                if (typeof v === "number" && v < Math.max(1, claimed))
                  throw new Error(t("errors.coupon_total_below_claimed"));
              },
            },
          ]}
        >
          <InputNumber
            min={1}
            max={COUPON_TOTAL_MAX}
            precision={0}
            className="full-width"
            data-testid="coupon-edit-total"
          />
        </Form.Item>
        <Form.Item name="per_user" label={t("coupons.admin_per_user")} rules={[rules.required()]}>
          <InputNumber min={1} max={COUPON_PER_USER_MAX} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item
          name="ends"
          label={t("coupons.admin_ends")}
          extra={t("coupons.admin_ends_hint")}
          rules={[
            rules.required(),
            {
              validator: async (_: unknown, v: Dayjs | null) => {
                if (v && (!v.isAfter(dayjs()) || !v.isAfter(starts))) throw new Error(t("coupons.admin_ends_past"));
              },
            },
          ]}
        >
          <DatePicker showTime={{ format: "HH:mm" }} format={pickerFormat(true)} className="full-width" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
