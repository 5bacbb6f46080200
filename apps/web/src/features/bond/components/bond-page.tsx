import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadingState, ShopLoadFailed } from "../../../ui";
import { useBondPage } from "../hooks/use-bond-page";
import { BondSummary } from "./bond-summary";
import { LevelTable } from "./level-table";
import { PayBondDialog } from "./pay-bond-dialog";
import { RefundBondDialog } from "./refund-bond-dialog";

/** The bond page's body: the shop's standing, the open level table, and the two dialogs. */
export function BondPage() {
  const { t } = useTranslation();
  const page = useBondPage();
  const { data: info, error, isPending, refetch } = page.info;
  if (isPending) return <LoadingState />;
  // inside the merchant frame, which answers a user without a shop before this page loads
  if (!info) return <ShopLoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <BondSummary info={info} onPay={() => page.open("pay")} onRefund={() => page.open("refund")} />
      <Card title={t("bond.table_title")} className="bond-table-card">
        <LevelTable levels={info.levels} current={info.level} />
        <Typography.Paragraph type="secondary" className="bond-how">
          {t("bond.how_refund")}
        </Typography.Paragraph>
      </Card>
      {page.dialog === "pay" && <PayBondDialog info={info} onClose={page.close} />}
      {page.dialog === "refund" && <RefundBondDialog info={info} onClose={page.close} />}
    </>
  );
}
