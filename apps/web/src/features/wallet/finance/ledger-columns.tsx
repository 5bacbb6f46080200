import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { signedUsd } from "../../../lib/money";
import { Amount } from "../../../ui";
import type { WalletRecord } from "../api/wallet-api";
import { when } from "./queue-parts";

/** The columns of a user's wallet postings at the finance desk. */
export function ledgerColumns(t: TFunction): ColumnsType<WalletRecord> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.type"), dataIndex: "type", render: (v: string) => t(`wallet.type_${v}`) },
    {
      title: t("finance.amount"),
      dataIndex: "money",
      render: (v: string) => <Amount className={v.startsWith("-") ? "is-out" : "is-in"}>{signedUsd(v)}</Amount>,
    },
    {
      title: t("finance.memo"),
      dataIndex: "memo",
      render: (memo: string, r: { note?: string }) => (
        <>
          {memo}
          {r.note ? (
            <>
              {" "}
              <q dir="auto">{r.note}</q>
            </>
          ) : null}
        </>
      ),
    },
    {
      title: t("finance.reference"),
      dataIndex: "reference",
      render: (v: string) => <bdi className="wallet-mono">{v}</bdi>,
    },
    { title: t("admin.col_created"), dataIndex: "createtime", render: when },
  ];
}
