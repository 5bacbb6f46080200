import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BondRefundQueue } from "../../../features/bond";
import { RechargeQueue, UserLedger, WithdrawalQueue } from "../../../features/wallet";

const TABS = ["recharges", "withdrawals", "bond_refunds", "ledger"] as const;
type Tab = (typeof TABS)[number];

/** The finance desk: recharge, withdrawal and bond-refund queues and a user's ledger (`?tab=`). */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : "recharges";
  const label = (k: Tab) => <span data-testid={`finance-section-${k}`}>{t(`finance.tab_${k}`)}</span>;
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("finance.menu")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        destroyOnHidden
        items={[
          { key: "recharges", label: label("recharges"), children: <RechargeQueue /> },
          { key: "withdrawals", label: label("withdrawals"), children: <WithdrawalQueue /> },
          {
            key: "bond_refunds",
            label: <span data-testid="finance-section-bond_refunds">{t("bond.refunds_menu")}</span>,
            children: <BondRefundQueue />,
          },
          { key: "ledger", label: label("ledger"), children: <UserLedger /> },
        ]}
      />
    </>
  );
}
