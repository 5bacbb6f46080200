import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Image, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { financeApi, type RechargeRecord } from "../api/wallet-api";
import { StatusTag } from "../components/status-tag";
import { usd } from "../lib/rules";
import { type QueueFilter, ReviewButtons, StatusTabs, when } from "./queue-parts";
import { ReviewDialog, type ReviewTarget } from "./review-dialog";

/** Recharge requests by status, with the voucher image and approve / reject with a written note. */
export function RechargeQueue() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<QueueFilter>("daishen");
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ["finance-recharges", status, page],
    queryFn: () => financeApi.recharges(page, status === "all" ? undefined : status),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<RechargeRecord> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.user"), dataIndex: "user_id", width: 80 },
    { title: t("finance.amount"), dataIndex: "money", render: (v: string) => <bdi>{usd(v)}</bdi> },
    {
      title: t("finance.method"),
      key: "method",
      render: (_: unknown, r) =>
        `${t(r.method === "usdt" ? "wallet.method_usdt" : "wallet.method_bank")}${r.network ? ` · ${r.network}` : ""}`,
    },
    {
      title: t("wallet.voucher"),
      dataIndex: "voucher",
      width: 90,
      render: (v: string, r) => (
        <span data-testid={`finance-voucher-${r.id}`}>
          <Image src={v} width={56} height={56} className="voucher__img" alt={t("wallet.voucher")} />
        </span>
      ),
    },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      render: (s: string, r) => <StatusTag status={s} testId={`record-status-${r.id}`} />,
    },
    { title: t("finance.note"), dataIndex: "review_note", render: (v: string | null) => v ?? "—" },
    { title: t("admin.col_created"), dataIndex: "createtime", render: when },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_: unknown, r) =>
        r.status === "daishen" ? (
          <ReviewButtons
            id={r.id}
            onReview={(approve) =>
              setTarget({
                id: r.id,
                approve,
                summary: t("finance.recharge_summary", { id: r.id, user: r.user_id, amount: usd(r.money) }),
              })
            }
          />
        ) : (
          when(r.reviewtime)
        ),
    },
  ];
  return (
    <div data-testid="finance-recharges">
      <StatusTabs
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <Table<RechargeRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        pagination={{
          current: data?.current_page ?? page,
          pageSize: data?.per_page ?? 15,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      {target && (
        <ReviewDialog
          target={target}
          onClose={() => setTarget(null)}
          onSubmit={async (note) => {
            await financeApi.reviewRecharge(target.id, target.approve, note);
            message.success(t("admin.done"));
            await client.invalidateQueries({ queryKey: ["finance-recharges"] });
          }}
        />
      )}
    </div>
  );
}
