import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { Amount, PagedTable, pagedTableProps } from "../../../ui";
import type { SettledOrder } from "../api/finance-api";
import { useSettled } from "../hooks/use-finance";
import { settledCsv } from "../lib/csv";

/** `/settlement`, "Settled orders": each with the ledger entry that moved the money to the wallet. */
export function SettledList() {
  const { t } = useTranslation();
  const money = useMoney();
  const q = useSettled();
  return (
    <PagedTable<SettledOrder>
      {...pagedTableProps(q)}
      rowKey="id"
      scrollX={860}
      label={t("shopFinance.settled_title")}
      empty={t("shopFinance.settled_empty")}
      csv={settledCsv}
      onRow={(r) => ({ "data-testid": "settled-row", "data-order-id": r.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t("shopFinance.order_no"), dataIndex: "order_no", render: (v: string) => <bdi>{v}</bdi> },
        {
          title: t("shopFinance.settled_at"),
          dataIndex: "settled_at",
          render: (v: number | null) => (v ? dateTime(v) : "—"),
        },
        {
          title: t("shopFinance.settled_amount"),
          key: "amount",
          align: "end",
          render: (_: unknown, r) => <Amount testId="settled-amount">{money(r.entry?.amount ?? "0.00")}</Amount>,
        },
        {
          title: t("shopFinance.merchant_paid"),
          dataIndex: "supplier_cost",
          align: "end",
          render: (v: string) => <Amount>{money(v)}</Amount>,
        },
        {
          title: t("shopFinance.profit"),
          dataIndex: "profit",
          align: "end",
          render: (v: string) => (
            <Amount className={v.startsWith("-") ? "shop-finance-loss" : undefined}>{money(v)}</Amount>
          ),
        },
        {
          title: t("shopFinance.entry"),
          key: "entry",
          render: (_: unknown, r) =>
            r.entry ? (
              <span className="shop-finance-entry">
                <bdi>#{r.entry.id}</bdi> <code>{r.entry.reference}</code>
              </span>
            ) : (
              t("shopFinance.nothing_settled")
            ),
        },
      ]}
    />
  );
}
