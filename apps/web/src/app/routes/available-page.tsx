import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PendingSettlementView } from "../../features/shop-finance";

/** `/Available`: pending settlement: the balances, and every paid order waiting for its after-sales window. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="available-page">
      <Typography.Title level={1} className="page-title">
        {t("shopFinance.pending_title")}
      </Typography.Title>
      <PendingSettlementView />
    </div>
  );
}
