import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type RecordsTab, WalletOverview, WalletRecords } from "../../features/wallet";

const TABS: RecordsTab[] = ["details", "recharges", "withdrawals"];

/** `/money-package`: the wallet, its actions and its three record lists (`?tab=` keeps the list). */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as RecordsTab | null;
  const tab = asked && TABS.includes(asked) ? asked : "details";
  return (
    <div className="container page narrow" data-testid="wallet-page">
      <Typography.Title level={1} className="page-title">
        {t("wallet.title")}
      </Typography.Title>
      <Space orientation="vertical" size="large" className="full-width">
        <WalletOverview />
        <WalletRecords tab={tab} onTab={(next) => setParams({ tab: next }, { replace: true })} />
      </Space>
    </div>
  );
}
