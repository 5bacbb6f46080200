import { Tabs, Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { signedUsd, usd } from "../../../lib/money";
import { Amount, PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type ConsoleLedgerRow, type ConsoleLogin, type ConsoleUserOrder, peopleApi } from "../api/people-api";
import { when } from "./users-list";

const stamp = (v: number | null) => (v ? when(v) : "");

/** A ledger entry's type ("recharge") by the wallet's names, the code itself when it has none. */
const entryType = (t: TFunction, type: string) => t(`wallet.type_${type}`, { defaultValue: type });

function OrdersTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const q = usePagedQuery(["people-orders", userId], (page) => peopleApi.orders(userId, page));
  return (
    <PagedTable<ConsoleUserOrder>
      {...pagedTableProps(q)}
      rowKey="id"
      scrollX={860}
      label={t("people.tab_orders")}
      csv={{
        filename: `user-${userId}-orders`,
        load: (page) => peopleApi.orders(userId, page, 100),
        columns: [
          { title: t("people.order_no"), value: (o) => o.order_no },
          { title: t("bond.shop"), value: (o) => o.shop_name },
          { title: t("admin.col_status"), value: (o) => t(`people.order_state_${o.state}`) },
          { title: t("people.paid"), value: (o) => o.pay },
          { title: t("people.refunded"), value: (o) => o.refunded },
          { title: t("admin.col_created"), value: (o) => stamp(o.createtime) },
        ],
      }}
      columns={[
        { title: t("people.order_no"), dataIndex: "order_no" },
        { title: t("bond.shop"), dataIndex: "shop_name", render: (v: string) => <bdi>{v}</bdi> },
        {
          title: t("admin.col_status"),
          dataIndex: "state",
          render: (v: number, o) => (
            <>
              <Tag>{t(`people.order_state_${v}`)}</Tag>
              {o.deleted_by_user && <Tag>{t("people.deleted_by_user")}</Tag>}
            </>
          ),
        },
        { title: t("people.paid"), dataIndex: "pay", align: "right", render: (v: string) => <Amount>{usd(v)}</Amount> },
        {
          title: t("people.refunded"),
          dataIndex: "refunded",
          align: "right",
          render: (v: string) => <Amount>{usd(v)}</Amount>,
        },
        { title: t("admin.col_created"), dataIndex: "createtime", render: when },
      ]}
    />
  );
}

function LedgerTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const q = usePagedQuery(["people-ledger", userId], (page) => peopleApi.ledger(userId, page));
  return (
    <PagedTable<ConsoleLedgerRow>
      answer={q.data?.records}
      page={q.page}
      onPage={q.setPage}
      loading={q.isFetching}
      error={q.isError && !q.data}
      onRetry={() => void q.refetch()}
      rowKey="id"
      scrollX={860}
      label={t("people.tab_ledger")}
      csv={{
        filename: `user-${userId}-ledger`,
        load: async (page) => (await peopleApi.ledger(userId, page, 100)).records,
        columns: [
          { title: t("admin.col_id"), value: (r) => r.id },
          { title: t("people.entry_type"), value: (r) => entryType(t, r.type) },
          { title: t("people.amount"), value: (r) => r.money },
          { title: t("people.memo"), value: (r) => (r.note ? `${r.memo} “${r.note}”` : r.memo) },
          { title: t("people.reference"), value: (r) => r.reference },
          { title: t("people.time"), value: (r) => stamp(r.createtime) },
        ],
      }}
      columns={[
        { title: t("admin.col_id"), dataIndex: "id", width: 80 },
        { title: t("people.entry_type"), dataIndex: "type", render: (v: string) => entryType(t, v) },
        {
          title: t("people.amount"),
          dataIndex: "money",
          align: "right",
          render: (v: string) => <Amount>{signedUsd(v)}</Amount>,
        },
        {
          title: t("people.memo"),
          dataIndex: "memo",
          render: (memo: string, r: ConsoleLedgerRow) => (
            <>
              {memo} {r.note ? <q dir="auto">{r.note}</q> : null}
            </>
          ),
        },
        { title: t("people.reference"), dataIndex: "reference" },
        { title: t("people.time"), dataIndex: "createtime", render: when },
      ]}
    />
  );
}

function LoginsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const q = usePagedQuery(["people-logins", userId], (page) => peopleApi.logins(userId, page));
  return (
    <PagedTable<ConsoleLogin>
      {...pagedTableProps(q)}
      rowKey="id"
      scrollX={980}
      label={t("people.tab_logins")}
      csv={{
        filename: `user-${userId}-logins`,
        load: (page) => peopleApi.logins(userId, page, 100),
        columns: [
          { title: t("people.logged_in"), value: (l) => stamp(l.createtime) },
          { title: t("people.expires_at"), value: (l) => stamp(l.expiretime) },
          { title: t("people.ended_at"), value: (l) => stamp(l.endtime) },
          { title: t("people.session"), value: (l) => (l.live ? t("people.login_live") : t("people.login_ended")) },
          { title: t("people.login_ip"), value: (l) => l.ip },
          { title: t("people.login_client"), value: (l) => l.client },
        ],
      }}
      columns={[
        { title: t("people.logged_in"), dataIndex: "createtime", render: when },
        {
          title: t("people.session"),
          dataIndex: "live",
          render: (v: boolean) =>
            v ? <Tag color="green">{t("people.login_live")}</Tag> : <Tag>{t("people.login_ended")}</Tag>,
        },
        { title: t("people.ended_at"), dataIndex: "endtime", render: when },
        { title: t("people.expires_at"), dataIndex: "expiretime", render: when },
        { title: t("people.login_ip"), dataIndex: "ip", width: 140, render: (v: string) => v || "-" },
        {
          title: t("people.login_client"),
          dataIndex: "client",
          ellipsis: true,
          render: (v: string) => (v ? <span title={v}>{v}</span> : "-"),
        },
      ]}
    />
  );
}

/** The user page's tabs: orders and logins for operators, the ledger for operators and finance. */
export function UserTabs({ userId, operator }: { userId: number; operator: boolean }) {
  const { t } = useTranslation();
  const items = [
    ...(operator ? [{ key: "orders", label: t("people.tab_orders"), children: <OrdersTab userId={userId} /> }] : []),
    { key: "ledger", label: t("people.tab_ledger"), children: <LedgerTab userId={userId} /> },
    ...(operator ? [{ key: "logins", label: t("people.tab_logins"), children: <LoginsTab userId={userId} /> }] : []),
  ];
  return <Tabs items={items} destroyOnHidden data-testid="people-user-tabs" />;
}
