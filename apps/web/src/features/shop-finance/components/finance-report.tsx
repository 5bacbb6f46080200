import { DatePicker, Segmented, Space, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { pickerFormat } from "../../../lib/dates";
import { useMoney } from "../../../lib/money";
import { Amount, CsvExportButton, ErrorState, LoadingState, ScrollTable } from "../../../ui";
import type { FinanceFigures } from "../api/finance-api";
import { useFinanceReport } from "../hooks/use-finance";
import { reportCsv } from "../lib/csv";
import { ReportChart } from "./bar-chart";

type Row = FinanceFigures & { period: string };

/** `/settlement`, "Finance report": by day or month, a chart and the table, summed from the ledger. */
export function FinanceReportView() {
  const { t } = useTranslation();
  const money = useMoney();
  const { by, setBy, range, setRange, query } = useFinanceReport();
  const report = query.data;
  const cell = (testid?: string) => (v: string) => (
    <Amount testId={testid} className={v.startsWith("-") ? "shop-finance-loss" : undefined}>
      {money(v)}
    </Amount>
  );
  const columns = [
    {
      title: t(by === "day" ? "shopFinance.day" : "shopFinance.month"),
      dataIndex: "period",
      render: (v: string) => <bdi>{v}</bdi>,
    },
    { title: t("shopFinance.orders"), dataIndex: "orders", align: "end" as const },
    { title: t("shopFinance.turnover"), dataIndex: "turnover", align: "end" as const, render: cell() },
    { title: t("shopFinance.supplier_cost"), dataIndex: "supplier_cost", align: "end" as const, render: cell() },
    { title: t("shopFinance.refunds"), dataIndex: "refunds", align: "end" as const, render: cell() },
    { title: t("shopFinance.profit"), dataIndex: "profit", align: "end" as const, render: cell() },
    { title: t("shopFinance.settled"), dataIndex: "settled", align: "end" as const, render: cell() },
  ];
  return (
    <Space direction="vertical" size="middle" className="shop-finance">
      <Space wrap>
        <Segmented
          value={by}
          onChange={(v) => setBy(v as "day" | "month")}
          options={[
            { value: "day", label: <span data-testid="report-by-day">{t("shopFinance.by_day")}</span> },
            { value: "month", label: <span data-testid="report-by-month">{t("shopFinance.by_month")}</span> },
          ]}
        />
        <DatePicker.RangePicker
          picker={by === "day" ? "date" : "month"}
          format={by === "day" ? pickerFormat() : undefined}
          value={range}
          allowClear={false}
          aria-label={t("shopFinance.range")}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]] as [Dayjs, Dayjs])}
        />
        {report && <CsvExportButton spec={reportCsv(report)} />}
      </Space>
      <p className="shop-finance-note">{t("shopFinance.report_intro")}</p>
      {query.isError && !report ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !report ? (
        <LoadingState />
      ) : (
        <>
          <ReportChart
            report={report}
            money={money}
            title={t("shopFinance.chart_title", { from: report.from, to: report.to })}
            labels={{ turnover: t("shopFinance.turnover"), profit: t("shopFinance.profit") }}
          />
          <ScrollTable<Row>
            label={t("shopFinance.report_title")}
            rowKey="period"
            size="small"
            loading={query.isFetching}
            dataSource={[...report.rows].reverse()}
            columns={columns}
            scrollX={760}
            pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
            onRow={() => ({ "data-testid": "report-row" }) as React.HTMLAttributes<HTMLElement>}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row className="shop-finance-total">
                  <Table.Summary.Cell index={0}>{t("shopFinance.total")}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="end">
                    {report.totals.orders}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="end">
                    {cell()(report.totals.turnover)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="end">
                    {cell()(report.totals.supplier_cost)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="end">
                    {cell()(report.totals.refunds)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="end">
                    {cell("report-profit-total")(report.totals.profit)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="end">
                    {cell()(report.totals.settled)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        </>
      )}
    </Space>
  );
}
