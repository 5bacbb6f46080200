import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { financeApi, type WithdrawalRecord } from "../api/wallet-api";
import { StatusTag } from "../components/status-tag";
import { usd } from "../lib/rules";
import { type QueueFilter, ReviewButtons, StatusTabs, when } from "./queue-parts";
import { ReviewDialog, type ReviewTarget } from "./review-dialog";

/** Withdrawal requests: amount, fee, actual amount and destination; pay out with a reference or reject with a reason. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<QueueFilter>("daishen");
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ["finance-withdrawals", status, page],
    queryFn: () => financeApi.withdrawals(page, status === "all" ? undefined : status),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<WithdrawalRecord> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.user"), dataIndex: "user_id", width: 80 },
    { title: t("finance.amount"), dataIndex: "money", render: (v: string) => <bdi>{usd(v)}</bdi> },
    { title: t("wallet.fee"), dataIndex: "fee", render: (v: string) => <bdi>{usd(v)}</bdi> },
    { title: t("wallet.actual"), dataIndex: "actual", render: (v: string) => <bdi>{usd(v)}</bdi> },
    {
      title: t("finance.destination"),
      key: "destination",
      width: 260,
      render: (_: unknown, w) => (
        <span>
          <strong>{w.network === "BANK" ? t("wallet.network_bank") : w.network}</strong>
          <br />
          <bdi className="wallet-break wallet-mono">{w.destination}</bdi>
        </span>
      ),
    },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      render: (s: string, w) => <StatusTag status={s} testId={`record-status-${w.id}`} />,
    },
    { title: t("finance.note"), dataIndex: "review_note", render: (v: string | null) => v ?? "—" },
    { title: t("admin.col_created"), dataIndex: "createtime", render: when },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_: unknown, w) =>
        w.status === "daishen" ? (
          <ReviewButtons
            id={w.id}
            onReview={(approve) =>
              setTarget({
                id: w.id,
                approve,
                summary: t("finance.withdrawal_summary", {
                  id: w.id,
                  user: w.user_id,
                  amount: usd(w.money),
                  actual: usd(w.actual),
                  destination: w.destination,
                }),
              })
            }
          />
        ) : (
          when(w.reviewtime)
        ),
    },
  ];
  return (
    <div data-testid="finance-withdrawals">
      <StatusTabs
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <Table<WithdrawalRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        scroll={{ x: 1100 }}
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
            await financeApi.reviewWithdrawal(target.id, target.approve, note);
            message.success(t("admin.done"));
            await client.invalidateQueries({ queryKey: ["finance-withdrawals"] });
          }}
        />
      )}
    </div>
  );
}
