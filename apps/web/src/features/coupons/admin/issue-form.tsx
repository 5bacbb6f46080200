import { COUPON_KINDS } from "@mp/contracts/constants";
import { Card, DatePicker, Form, Input, InputNumber, Select } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { MoneyInput, SearchSelect, SubmitButton, useFieldRules } from "../../../ui";
import type { Coupon } from "../api/coupons-api";
import { searchShops } from "../api/shop-search";
import { type IssueDraft, useIssueCoupon } from "../hooks/use-issue-coupon";

const KINDS: readonly Coupon["kind"][] = COUPON_KINDS;
const initial = () => ({ kind: "reduction", total: 100, per_user: 1, period: [dayjs(), dayjs().add(30, "day")] });

/** Issue a platform coupon, or a shop's when a shop is chosen (found by name or owner); the fields follow the kind. */
export function IssueForm() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { form, issue } = useIssueCoupon();
  const kind = Form.useWatch("kind", form) ?? "reduction";
  const req = [rules.required()];
  const amount = [rules.required(), rules.money({ min: 1n })];
  return (
    <Card title={t("coupons.admin_issue")}>
      <Form<IssueDraft>
        form={form}
        layout="vertical"
        onFinish={issue.mutate}
        initialValues={initial()}
        className="coupon-desk__form"
        data-testid="coupon-issue-form"
      >
        <Form.Item name="kind" label={t("coupons.admin_kind")} rules={req}>
          <Select options={KINDS.map((k) => ({ value: k, label: t(`coupons.kind_${k}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t("coupons.admin_name")} rules={[rules.required(), ...rules.length(0, 60)]}>
          <Input maxLength={60} data-testid="coupon-issue-name" />
        </Form.Item>
        <Form.Item name="shop_id" label={t("coupons.admin_shop_pick")}>
          <SearchSelect
            name="coupon-shop-search"
            search={searchShops}
            label={t("coupons.admin_shop_pick")}
            placeholder={t("coupons.admin_shop_find")}
            className="full-width"
            testId="coupon-issue-shop"
          />
        </Form.Item>
        {kind === "discount" ? (
          <>
            <Form.Item name="discount" label={t("coupons.admin_discount")} rules={req}>
              <InputNumber min={1} max={99} precision={0} addonAfter="%" className="full-width" />
            </Form.Item>
            <Form.Item name="max_discount" label={t("coupons.admin_max")} rules={[rules.money({ min: 1n })]}>
              <MoneyInput />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="amount" label={t("coupons.admin_amount")} rules={amount}>
            <MoneyInput data-testid="coupon-issue-amount" />
          </Form.Item>
        )}
        {kind !== "instant" && (
          <Form.Item name="threshold" label={t("coupons.admin_threshold")} rules={[rules.required(), rules.money()]}>
            <MoneyInput />
          </Form.Item>
        )}
        <Form.Item name="total" label={t("coupons.admin_total")} rules={req}>
          <InputNumber min={1} max={1_000_000} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="per_user" label={t("coupons.admin_per_user")} rules={req}>
          <InputNumber min={1} max={100} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="period" label={t("coupons.admin_period")} rules={req}>
          <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format={pickerFormat(true)} className="full-width" />
        </Form.Item>
        <SubmitButton busy={issue.isPending} block={false} testId="coupon-issue-submit">
          {t("coupons.admin_issue")}
        </SubmitButton>
      </Form>
    </Card>
  );
}
