import { BankOutlined, DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { useWalletInfo } from "../hooks";

/** Balance, available and withdrawing amounts in the chosen money type, with the wallet actions. */
export function WalletOverview() {
  const { t } = useTranslation();
  const money = useMoney();
  const { data } = useWalletInfo();
  return (
    <Card className="wallet-card">
      {data ? (
        <>
          <div className="wallet-stats">
            <div className="wallet-stat wallet-stat--main">
              <span className="wallet-stat__label">{t("wallet.balance")}</span>
              <bdi className="wallet-stat__value" data-testid="wallet-balance">
                {money(data.balance)}
              </bdi>
            </div>
            <div className="wallet-stat">
              <span className="wallet-stat__label">{t("wallet.available")}</span>
              <bdi className="wallet-stat__value" data-testid="wallet-available">
                {money(data.available)}
              </bdi>
            </div>
            <div className="wallet-stat">
              <span className="wallet-stat__label">{t("wallet.withdrawing")}</span>
              <bdi className="wallet-stat__value" data-testid="wallet-withdrawing">
                {money(data.withdrawing)}
              </bdi>
            </div>
          </div>
          {data.money_locked && (
            <Alert
              type="error"
              showIcon
              className="wallet-alert"
              title={t("wallet.frozen")}
              data-testid="wallet-frozen"
            />
          )}
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <div className="wallet-actions">
        <Link to="/recharge" data-testid="wallet-recharge">
          <Button type="primary" icon={<DownloadOutlined />} tabIndex={-1}>
            {t("wallet.recharge")}
          </Button>
        </Link>
        <Link to="/withdraw" data-testid="wallet-withdraw">
          <Button icon={<UploadOutlined />} tabIndex={-1}>
            {t("wallet.withdraw")}
          </Button>
        </Link>
        <Link to="/wallet_address" data-testid="wallet-addresses">
          <Button icon={<BankOutlined />} tabIndex={-1}>
            {t("wallet.addresses")}
          </Button>
        </Link>
      </div>
    </Card>
  );
}
