import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import type { WalletRecord } from "../api/wallet-api";
import { usd } from "../lib/rules";
import { when } from "./queue-parts";

/** A signed posting: "-US$3.00" out, "+US$12.50" in. */
export const signedUsd = (v: string) => (v.startsWith("-") ? `-${usd(v.slice(1))}` : `+${usd(v.replace(/^\+/, ""))}`);

/** The columns of a user's wallet postings at the finance desk. */
export function ledgerColumns(t: TFunction): ColumnsType<WalletRecord> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.type"), dataIndex: "type", render: (v: string) => t(`wallet.type_${v}`) },
    {
      title: t("finance.amount"),
      dataIndex: "money",
      render: (v: string) => <bdi className={v.startsWith("-") ? "is-out" : "is-in"}>{signedUsd(v)}</bdi>,
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
