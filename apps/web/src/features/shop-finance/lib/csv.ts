import type { CsvSpec } from "../../../ui";
import { type FinanceReport, financeApi, type PendingSettlement, type SettledOrder } from "../api/finance-api";

/*
 * The merchant's finance as CSV, by the console's export (ui/csv-export.tsx): every page of the
 * merchant's own calls, which answer only their shop's orders. Machine columns, as every export
 * keeps them: ids, USD amounts as the API gives them, ISO times (docs/languages.md).
 */

const iso = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString() : "");

/** `/settlement`, settled orders with the ledger entry that settled each. */
export const settledCsv: CsvSpec<SettledOrder> = {
  filename: "settled-orders",
  load: (page) => financeApi.settled(page, 100),
  columns: [
    { title: "order_id", value: (r) => r.id },
    { title: "order_no", value: (r) => r.order_no },
    { title: "settled_at", value: (r) => iso(r.settled_at) },
    { title: "buyer_paid", value: (r) => r.buyer_paid },
    { title: "refunded", value: (r) => r.refunded },
    { title: "supplier_cost", value: (r) => r.supplier_cost },
    { title: "profit", value: (r) => r.profit },
    { title: "settled_amount", value: (r) => r.entry?.amount ?? "0.00" },
    { title: "entry_id", value: (r) => r.entry?.id },
    { title: "entry_reference", value: (r) => r.entry?.reference },
  ],
};

/** `/Available`, the paid orders waiting for settlement. */
export const pendingCsv: CsvSpec<PendingSettlement> = {
  filename: "pending-settlement",
  load: (page) => financeApi.pending(page, 100),
  columns: [
    { title: "order_id", value: (r) => r.id },
    { title: "order_no", value: (r) => r.order_no },
    { title: "state", value: (r) => r.state },
    { title: "paid_at", value: (r) => iso(r.paid_at) },
    { title: "received_at", value: (r) => iso(r.received_at) },
    { title: "buyer_paid", value: (r) => r.buyer_paid },
    { title: "platform_coupon", value: (r) => r.platform_coupon },
    { title: "refunded", value: (r) => r.refunded },
    { title: "to_settle", value: (r) => r.to_settle },
    { title: "supplier_cost", value: (r) => r.supplier_cost },
    { title: "profit", value: (r) => r.profit },
    { title: "settles_at", value: (r) => iso(r.settles_at) },
  ],
};

type ReportRow = FinanceReport["rows"][number];

/** The finance report on screen (its period and range), one row a day or month, then the totals. */
export function reportCsv(report: FinanceReport): CsvSpec<ReportRow> {
  const rows: ReportRow[] = [...report.rows, { period: "total", ...report.totals }];
  return {
    filename: `finance-report-${report.by}-${report.from}-${report.to}`,
    load: async () => ({ total: rows.length, per_page: rows.length, current_page: 1, last_page: 1, data: rows }),
    columns: [
      { title: report.by, value: (r) => r.period },
      { title: "orders", value: (r) => r.orders },
      { title: "turnover", value: (r) => r.turnover },
      { title: "supplier_cost", value: (r) => r.supplier_cost },
      { title: "refunds", value: (r) => r.refunds },
      { title: "profit", value: (r) => r.profit },
      { title: "settled", value: (r) => r.settled },
    ],
  };
}
