import { LockOutlined, WalletOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";

interface Props {
  locked: boolean;
  /** the missing money, formatted; empty when the wallet holds enough */
  shortfall: string;
  blocked: string;
  paySet: boolean;
}

/**
 * Why paying cannot go through (the pay button stays disabled while any of these holds, but for
 * the last refusal): a frozen wallet, too little money and how much is missing, no password yet.
 */
export function PaymentNotices({ locked, shortfall, blocked, paySet }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div id="payment-notices" className="payment__notices">
      {locked ? <Alert type="error" showIcon title={t("errors.money_locked")} /> : null}
      {shortfall ? (
        <Alert
          type="warning"
          showIcon
          title={t("errors.insufficient_balance")}
          description={<bdi data-testid="payment-shortfall">{t("orders.short_by", { amount: shortfall })}</bdi>}
          action={
            <Button
              icon={<WalletOutlined />}
              href="/recharge"
              onClick={(e) => {
                e.preventDefault();
                navigate("/recharge");
              }}
              data-testid="payment-recharge"
            >
              {t("orders.recharge")}
            </Button>
          }
          data-testid="payment-short"
        />
      ) : null}
      {blocked ? <Alert type="error" showIcon title={blocked} data-testid="payment-error" /> : null}
      {paySet ? null : (
        <Alert
          type="warning"
          showIcon
          title={t("errors.pay_password_not_set")}
          action={
            // a link to the password page; a plain click sets it here, in the dialog, and comes back
            <Button
              icon={<LockOutlined />}
              href="/transaction-password"
              onClick={(e) => {
                e.preventDefault();
                useAppStore.getState().openDialog("payPassDialog");
              }}
              data-testid="payment-set-paypass"
            >
              {t("orders.set_pay_password")}
            </Button>
          }
          data-testid="payment-no-paypass"
        />
      )}
    </div>
  );
}
