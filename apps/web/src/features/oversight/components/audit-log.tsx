import { Button, DatePicker, Form, Input, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { PagedTable, pagedTableProps, UserCell, usePagedQuery } from "../../../ui";
import { type AuditEntry, type AuditFilters, oversightApi } from "../api/oversight-api";
import { auditDiff } from "../detail-diff";
import { actionName, when } from "../format";

/** An entry's detail: before and after side by side, changed fields marked, then the rest. */
export function DetailDiff({ detail }: { detail: unknown }) {
  const { t } = useTranslation();
  const { lines, context } = auditDiff(detail);
  const side = (which: "before" | "after") => (
    <pre data-testid={`audit-${which}`}>
      {lines.map((l) => (
        <div key={l.path} className={l.changed ? "oversight-diff-changed" : undefined}>
          {`${l.path}: ${l[which] ?? "—"}`}
        </div>
      ))}
    </pre>
  );
  return (
    <div>
      {lines.length > 0 && (
        <div className="oversight-diff">
          <div>
            <Typography.Text type="secondary">{t("oversight.before")}</Typography.Text>
            {side("before")}
          </div>
          <div>
            <Typography.Text type="secondary">{t("oversight.after")}</Typography.Text>
            {side("after")}
          </div>
        </div>
      )}
      {context.map(([k, v]) => (
        <div key={k}>
          <Typography.Text type="secondary">{k}:</Typography.Text> <Typography.Text>{v}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

interface FilterForm {
  actor?: string;
  action?: string;
  target?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : undefined);

/** The audit log (admin): filters by actor, action prefix, object and UTC dates; before/after of each entry; CSV. */
export function AuditLog() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const list = usePagedQuery(["admin-audit", filters], (page) => oversightApi.audit(page, filters));
  const apply = (v: FilterForm) =>
    setFilters({
      actor: v.actor?.trim() || undefined,
      action: v.action?.trim() || undefined,
      target: v.target?.trim() || undefined,
      date_from: day(v.dates?.[0]),
      date_to: day(v.dates?.[1]),
    });
  const columns: ColumnsType<AuditEntry> = [
    { title: t("oversight.audit_time"), dataIndex: "createtime", width: 150, render: when },
    {
      title: t("oversight.audit_actor"),
      key: "actor",
      width: 190,
      render: (_: unknown, r) => (r.staff_id ? `${r.staff} (#${r.staff_id})` : "—"),
    },
    {
      title: t("oversight.audit_action"),
      dataIndex: "action",
      width: 200,
      // every action has a name in the reader's language (an unknown one shows its code alone); the
      // code stays under it, for the action filter
      render: (v: string) => {
        const name = actionName(t, v);
        return (
          <>
            {name !== v && <div data-testid="audit-action-name">{name}</div>}
            <code>{v}</code>
          </>
        );
      },
    },
    {
      title: t("oversight.audit_object"),
      dataIndex: "target",
      width: 200,
      // the user an entry concerns is named, not only "user:12"
      render: (v: string, r) => (
        <>
          <code>{v}</code>
          {r.user_nickname || r.user_email ? (
            <UserCell id={r.user_id} nickname={r.user_nickname} email={r.user_email} testId={`audit-user-${r.id}`} />
          ) : null}
        </>
      ),
    },
    { title: t("oversight.audit_change"), dataIndex: "detail", render: (v: unknown) => <DetailDiff detail={v} /> },
  ];
  return (
    <Space orientation="vertical" style={{ inlineSize: "100%" }} data-testid="audit-log">
      <Form form={form} layout="inline" onFinish={apply} className="oversight-filters" data-testid="audit-filters">
        <Form.Item name="actor" label={t("oversight.audit_actor")}>
          <Input placeholder={t("oversight.audit_actor_hint")} allowClear data-testid="audit-filter-actor" />
        </Form.Item>
        <Form.Item name="action" label={t("oversight.audit_action")}>
          <Input placeholder="user.lock" allowClear data-testid="audit-filter-action" />
        </Form.Item>
        <Form.Item name="target" label={t("oversight.audit_object")}>
          <Input placeholder="user:12" allowClear data-testid="audit-filter-target" />
        </Form.Item>
        <Form.Item name="dates" label={t("oversight.audit_dates")}>
          <DatePicker.RangePicker format={pickerFormat()} allowEmpty={[true, true]} data-testid="audit-filter-dates" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="audit-filter-apply">
              {t("oversight.filter")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t("oversight.reset")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <PagedTable<AuditEntry>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={columns}
        scrollX={1000}
        label={t("oversight.audit_title")}
        csv={{
          filename: "audit-log",
          load: (page) => oversightApi.audit(page, filters, 100),
          columns: [
            { title: "id", value: (r) => r.id },
            { title: "time", value: (r) => when(r.createtime) },
            { title: "staff_id", value: (r) => r.staff_id ?? "" },
            { title: "staff", value: (r) => r.staff },
            { title: "staff_email", value: (r) => r.staff_email },
            { title: "action", value: (r) => r.action },
            { title: "object", value: (r) => r.target },
            { title: "detail", value: (r) => JSON.stringify(r.detail) },
            { title: "user_nickname", value: (r) => r.user_nickname },
            { title: "user_email", value: (r) => r.user_email },
          ],
        }}
      />
    </Space>
  );
}
