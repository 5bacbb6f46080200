import { LockOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";

interface Props {
  locked: boolean;
  short: boolean;
  blocked: string;
  paySet: boolean;
}

/** Why paying may not go through: a frozen wallet, too little money, the last refusal, no password yet. */
export function PaymentNotices({ locked, short, blocked, paySet }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {locked ? <Alert type="error" showIcon title={t("errors.money_locked")} /> : null}
      {short ? (
        <Alert
          type="warning"
          showIcon
          title={t("errors.insufficient_balance")}
          action={<Link to="/recharge">{t("orders.recharge")}</Link>}
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
            <Button
              icon={<LockOutlined />}
              onClick={() => useAppStore.getState().openDialog("payPassDialog")}
              data-testid="payment-set-paypass"
            >
              {t("orders.set_pay_password")}
            </Button>
          }
        />
      )}
    </>
  );
}
