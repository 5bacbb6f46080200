import { BOND_REFUND_STATE } from "@mp/contracts/constants";
import { Alert, Button, Card, Descriptions, Space, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import type { BondInfo } from "../api/bond-api";
import { usd } from "./level-table";

/** The shop's level, bond, wallet and what the next level needs, with the pay and refund actions. */
export function BondSummary({ info, onPay, onRefund }: { info: BondInfo; onPay: () => void; onRefund: () => void }) {
  const { t } = useTranslation();
  const refund = info.refund;
  return (
    <Card>
      <Space wrap size="large" className="bond-stats">
        <Statistic
          title={t("bond.your_level")}
          value={t("bond.level_n", { n: info.level })}
          valueRender={(v) => <span data-testid="bond-current-level">{v}</span>}
        />
        <Statistic
          title={t("bond.your_bond")}
          value={usd(info.bond)}
          valueRender={(v) => <bdi data-testid="bond-amount">{v}</bdi>}
        />
        <Statistic title={t("bond.wallet")} value={usd(info.wallet)} valueRender={(v) => <bdi>{v}</bdi>} />
      </Space>
      <Descriptions column={1} size="small" className="bond-facts">
        <Descriptions.Item label={t("bond.next_level")}>
          <span data-testid="bond-next">
            {info.next
              ? t("bond.next_needs", { n: info.next.level, amount: usd(info.next.needed), bond: usd(info.next.bond) })
              : t("bond.top_level")}
          </span>
        </Descriptions.Item>
        {info.signature && (
          <Descriptions.Item label={t("bond.signed")}>
            {t("bond.signed_by", {
              name: info.signature.name,
              version: info.signature.contract_version,
              date: dateTime(info.signature.createtime),
            })}
          </Descriptions.Item>
        )}
      </Descriptions>
      {refund && (
        <Alert
          data-testid="bond-refund-state"
          className="bond-refund-alert"
          type={
            refund.state === BOND_REFUND_STATE.disagreed
              ? "warning"
              : refund.state === BOND_REFUND_STATE.agreed
                ? "success"
                : "info"
          }
          showIcon
          message={t(`bond.refund_state_${refund.state}`, { amount: usd(refund.money) })}
          description={refund.reason ?? undefined}
        />
      )}
      <Space wrap className="bond-actions">
        <Button type="primary" onClick={onPay} data-testid="bond-pay-open">
          {t("bond.pay")}
        </Button>
        <Button
          onClick={onRefund}
          disabled={info.bond === "0.00" || refund?.state === BOND_REFUND_STATE.pending}
          data-testid="bond-refund-open"
        >
          {t("bond.refund")}
        </Button>
      </Space>
    </Card>
  );
}
