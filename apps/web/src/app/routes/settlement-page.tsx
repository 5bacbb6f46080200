import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FinanceReportView, SettledList } from "../../features/shop-finance";

/** `/settlement`: settled orders with their ledger entries, and the finance report. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="settlement-page">
      <Typography.Title level={1} className="page-title">
        {t("shopFinance.settlement_title")}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: "settled", label: t("shopFinance.settled_title"), children: <SettledList /> },
          { key: "report", label: t("shopFinance.report_title"), children: <FinanceReportView /> },
        ]}
      />
    </div>
  );
}
