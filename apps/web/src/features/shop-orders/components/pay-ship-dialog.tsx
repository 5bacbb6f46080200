import { Alert, Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { DialogShell } from "../../../ui";
import { useShopWallet } from "../hooks/use-shop-orders";

const cents = (usd: string) => Math.round(Number(usd) * 100);

/** "Pay and ship": the buy price to be deducted and the wallet's balance, before anything moves. */
export function PayShipDialog({
  open,
  amount,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  amount: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const wallet = useShopWallet(open);
  const available = wallet.data?.available;
  const short = available !== undefined && cents(available) < cents(amount);
  return (
    <DialogShell
      open={open}
      title={t("shop_orders.pay_ship_title")}
      onClose={onClose}
      testId="order-pay-ship-dialog"
      submit={{
        text: t("shop_orders.pay_ship_confirm"),
        busy,
        onSubmit: onConfirm,
        testId: "order-pay-ship-confirm",
      }}
    >
      <p>{t("shop_orders.pay_ship_intro")}</p>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("shop_orders.deducted")}>
          <strong data-testid="order-pay-ship-amount">{money(amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t("shop_orders.balance")}>
          <span data-testid="order-pay-ship-balance">{available === undefined ? "…" : money(available)}</span>
        </Descriptions.Item>
      </Descriptions>
      {short && (
        <Alert
          className="shop-orders__alert"
          type="warning"
          showIcon
          message={t("errors.insufficient_balance")}
          description={<Link to="/recharge">{t("shop_orders.recharge")}</Link>}
        />
      )}
    </DialogShell>
  );
}
