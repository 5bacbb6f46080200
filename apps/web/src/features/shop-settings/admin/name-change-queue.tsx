import { NAME_CHANGE_STATE, NAME_CHANGE_STATES } from "@mp/contracts/constants";
import { Button, Form, Input, Space, Tabs, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import {
  DialogShell,
  PagedTable,
  pagedTableProps,
  textWithNames,
  useApiMutation,
  useFieldRules,
  usePagedQuery,
  whenSettled,
} from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { nameReviewApi, type ShopNameChange } from "../api/shop-settings-api";

type Filter = (typeof NAME_CHANGE_STATES)[number] | "all";
const COLOURS: Record<number, string> = { 2: "gold", 3: "green", 4: "red" };
const QUEUE = ["shop-name-changes"] as const;

function columns(
  t: TFunction,
  approve: (c: ShopNameChange) => void,
  reject: (c: ShopNameChange) => void,
  busy: boolean,
): ColumnsType<ShopNameChange> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("shop_settings.col_shop"), dataIndex: "shop_id", width: 90 },
    { title: t("shop_settings.col_old"), dataIndex: "old_name", render: (v: string) => <bdi>{v}</bdi> },
    { title: t("shop_settings.col_new"), dataIndex: "shopname", render: (v: string) => <bdi>{v}</bdi> },
    {
      title: t("admin.col_status"),
      dataIndex: "state",
      render: (v: number, c) => (
        <Space orientation="vertical" size={0}>
          <Tag color={COLOURS[v]}>{t(`shop_settings.state_${v}`)}</Tag>
          {c.reason ? <small>{c.reason}</small> : null}
        </Space>
      ),
    },
    { title: t("admin.col_created"), dataIndex: "createtime", render: (s: number) => dateTime(s) },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 190,
      render: (_: unknown, c) =>
        c.state === NAME_CHANGE_STATE.review ? (
          <Space>
            <Button
              size="small"
              type="primary"
              loading={busy}
              onClick={() => approve(c)}
              data-testid={`name-approve-${c.id}`}
            >
              {t("finance.approve")}
            </Button>
            <Button size="small" danger onClick={() => reject(c)} data-testid={`name-reject-${c.id}`}>
              {t("finance.reject")}
            </Button>
          </Space>
        ) : null,
    },
  ];
}

/** The operators' review of shop name changes: by state (under review first); approve, or reject with a reason. */
const isoTime = (s: number | null) => (s ? new Date(s * 1000).toISOString().slice(0, 16).replace("T", " ") : "");

export function NameChangeQueue() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [state, setState] = useState<Filter>(2);
  const [rejecting, setRejecting] = useState<ShopNameChange | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const list = usePagedQuery([...QUEUE, state], (page) =>
    nameReviewApi.list(page, state === "all" ? undefined : state),
  );
  const { message, modal } = useFeedback();
  const review = useApiMutation(
    (v: { id: number; approve: boolean; reason: string; change: ShopNameChange }) =>
      nameReviewApi.review(v.id, v.approve, v.reason),
    {
      invalidate: [QUEUE],
      onSuccess: (_, v) => {
        message.success(
          textWithNames(t, v.approve ? "shop_settings.name_approved_done" : "shop_settings.name_rejected_done", {
            name: v.change.shopname,
          }),
        );
        setRejecting(null);
      },
      form,
    },
  );
  // a rename shows to every shopper at once: say what changes and ask first
  const confirmApprove = (c: ShopNameChange) =>
    modal.confirm({
      title: textWithNames(t, "shop_settings.name_approve_confirm", { old: c.old_name, name: c.shopname }),
      content: t("shop_settings.name_approve_confirm_body"),
      okText: t("finance.approve"),
      okButtonProps: { "data-testid": "name-approve-confirm" },
      cancelText: t("common.cancel"),
      onOk: () => whenSettled(review, { id: c.id, approve: true, reason: "", change: c }),
    });
  const keys: Filter[] = [...NAME_CHANGE_STATES, "all"];
  return (
    <div data-testid="shop-name-changes">
      <Tabs
        activeKey={String(state)}
        onChange={(k) => setState(k === "all" ? "all" : (Number(k) as Filter))}
        items={keys.map((k) => ({
          key: String(k),
          label: (
            <span data-testid={`name-tab-${k}`}>{t(k === "all" ? "finance.all" : `shop_settings.state_${k}`)}</span>
          ),
        }))}
      />
      <PagedTable<ShopNameChange>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={columns(
          t,
          confirmApprove,
          (c) => {
            form.resetFields();
            setRejecting(c);
          },
          review.isPending,
        )}
        scrollX={820}
        label={t("shop_settings.console_names")}
        csv={{
          filename: "shop-name-changes",
          load: (page) => nameReviewApi.list(page, state === "all" ? undefined : state, 100),
          columns: [
            { title: "id", value: (c) => c.id },
            { title: "shop_id", value: (c) => c.shop_id },
            { title: "old_name", value: (c) => c.old_name },
            { title: "new_name", value: (c) => c.shopname },
            { title: "state", value: (c) => t(`shop_settings.state_${c.state}`) },
            { title: "reason", value: (c) => c.reason },
            { title: "asked", value: (c) => isoTime(c.createtime) },
            { title: "reviewed", value: (c) => isoTime(c.reviewtime) },
          ],
        }}
      />
      {rejecting && (
        <DialogShell
          open
          title={t("shop_settings.reject_title", { name: rejecting.shopname })}
          onClose={() => setRejecting(null)}
          testId="name-reject-dialog"
        >
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) =>
              review.mutate({ id: rejecting.id, approve: false, reason: v.reason.trim(), change: rejecting })
            }
          >
            <Form.Item
              name="reason"
              label={t("finance.reason_label")}
              rules={[rules.required(t("errors.reason_required"))]}
            >
              <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="name-reject-reason" />
            </Form.Item>
            <Space>
              <Button onClick={() => setRejecting(null)}>{t("common.cancel")}</Button>
              <Button danger htmlType="submit" loading={review.isPending} data-testid="name-reject-confirm">
                {t("finance.reject")}
              </Button>
            </Space>
          </Form>
        </DialogShell>
      )}
    </div>
  );
}
