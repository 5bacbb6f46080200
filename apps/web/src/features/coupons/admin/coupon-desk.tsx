import { COUPON_KINDS } from "@mp/contracts/constants";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Coupon, couponAdminApi } from "../api/coupons-api";

interface Draft {
  kind: Coupon["kind"];
  name: string;
  shop_id?: number;
  amount?: string;
  discount?: number;
  max_discount?: string;
  threshold?: string;
  total: number;
  per_user: number;
  period: [Dayjs, Dayjs];
}

const KINDS: readonly Coupon["kind"][] = COUPON_KINDS;

function IssueForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const kind = Form.useWatch("kind", form) ?? "reduction";
  const [busy, setBusy] = useState(false);
  const submit = async (d: Draft) => {
    setBusy(true);
    try {
      await couponAdminApi.add({
        kind: d.kind,
        name: d.name,
        shop_id: d.shop_id || undefined,
        amount: d.kind === "discount" ? undefined : d.amount,
        discount: d.kind === "discount" ? d.discount : undefined,
        max_discount: d.kind === "discount" ? d.max_discount || undefined : undefined,
        threshold: d.kind === "instant" ? undefined : d.threshold,
        total: d.total,
        per_user: d.per_user,
        starts_at: d.period[0].unix(),
        ends_at: d.period[1].unix(),
      });
      message.success(t("coupons.admin_issued"));
      form.resetFields(["name", "amount", "discount", "max_discount", "threshold"]);
      await client.invalidateQueries({ queryKey: ["admin-coupons"] });
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t("coupons.admin_issue")}>
      <Form<Draft>
        form={form}
        layout="vertical"
        onFinish={(d) => void submit(d)}
        initialValues={{ kind: "reduction", total: 100, per_user: 1, period: [dayjs(), dayjs().add(30, "day")] }}
        className="coupon-desk__form"
        data-testid="coupon-issue-form"
      >
        <Form.Item name="kind" label={t("coupons.admin_kind")} rules={[{ required: true }]}>
          <Select options={KINDS.map((k) => ({ value: k, label: t(`coupons.kind_${k}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t("coupons.admin_name")} rules={[{ required: true, max: 60 }]}>
          <Input maxLength={60} data-testid="coupon-issue-name" />
        </Form.Item>
        <Form.Item name="shop_id" label={t("coupons.admin_shop")}>
          <InputNumber min={1} precision={0} className="full-width" />
        </Form.Item>
        {kind === "discount" ? (
          <>
            <Form.Item name="discount" label={t("coupons.admin_discount")} rules={[{ required: true }]}>
              <InputNumber min={1} max={99} precision={0} addonAfter="%" className="full-width" />
            </Form.Item>
            <Form.Item name="max_discount" label={t("coupons.admin_max")}>
              <Input inputMode="decimal" prefix="US$" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="amount" label={t("coupons.admin_amount")} rules={[{ required: true }]}>
            <Input inputMode="decimal" prefix="US$" data-testid="coupon-issue-amount" />
          </Form.Item>
        )}
        {kind !== "instant" && (
          <Form.Item name="threshold" label={t("coupons.admin_threshold")} rules={[{ required: true }]}>
            <Input inputMode="decimal" prefix="US$" />
          </Form.Item>
        )}
        <Form.Item name="total" label={t("coupons.admin_total")} rules={[{ required: true }]}>
          <InputNumber min={1} max={1_000_000} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="per_user" label={t("coupons.admin_per_user")} rules={[{ required: true }]}>
          <InputNumber min={1} max={100} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="period" label={t("coupons.admin_period")} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime className="full-width" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="coupon-issue-submit">
          {t("coupons.admin_issue")}
        </Button>
      </Form>
    </Card>
  );
}

/** Staff console: issue platform or shop coupons and see what is left of each. */
export function CouponDesk() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ["admin-coupons", page],
    queryFn: () => couponAdminApi.list(page),
    placeholderData: keepPreviousData,
  });
  const value = (c: Coupon) =>
    c.kind === "discount" ? t("coupons.percent_off", { percent: c.discount }) : `US$${c.amount}`;
  const columns: ColumnsType<Coupon> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("coupons.admin_name"), dataIndex: "name" },
    {
      title: t("coupons.admin_issuer"),
      key: "issuer",
      render: (_: unknown, c) =>
        c.issuer === "platform" ? <Tag color="volcano">{t("coupons.platform")}</Tag> : <Tag>{c.shop_name}</Tag>,
    },
    { title: t("coupons.admin_kind"), dataIndex: "kind", render: (k: string) => t(`coupons.kind_${k}`) },
    { title: t("coupons.admin_value"), key: "value", render: (_: unknown, c) => <bdi>{value(c)}</bdi> },
    { title: t("coupons.admin_threshold"), dataIndex: "threshold", render: (v: string) => <bdi>US${v}</bdi> },
    {
      title: t("coupons.admin_remaining"),
      key: "remaining",
      render: (_: unknown, c) => `${c.remaining} / ${c.total}`,
    },
    {
      title: t("coupons.admin_period"),
      key: "period",
      render: (_: unknown, c) => `${dayjs.unix(c.starttime).format("L")} – ${dayjs.unix(c.endtime).format("L")}`,
    },
  ];
  return (
    <div className="coupon-desk">
      <IssueForm />
      <Card title={t("coupons.admin_list")}>
        <Table<Coupon>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isFetching}
          scroll={{ x: 800 }}
          pagination={{
            current: page,
            pageSize: data?.per_page ?? 15,
            total: data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          data-testid="coupon-admin-list"
        />
      </Card>
    </div>
  );
}
