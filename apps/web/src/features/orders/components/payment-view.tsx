import { Button, Card, Descriptions, Grid, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../../../lib/money";
import { usePayment } from "../hooks/use-payment";
import { PayPasswordModal } from "./pay-password-modal";
import { PaySuccess } from "./pay-success";
import { PaymentNotices } from "./payment-notices";

/** `/payment?order_ids=`: the amount, the wallet balance, and payment with the fund password. */
export function PaymentView() {
  const { t } = useTranslation();
  const money = useMoney();
  const wide = Grid.useBreakpoint().sm !== false;
  const p = usePayment();
  const { ids, wallet, unpaid } = p;

  if (ids.length === 0) return <Result status="warning" title={t("orders.nothing_to_pay")} />;
  if (p.paid) return <PaySuccess ids={ids} />;
  if (p.loadFailed) {
    return (
      <Result
        status="warning"
        title={t("orders.load_failed")}
        extra={<Link to="/my-order">{t("orders.my_orders")}</Link>}
      />
    );
  }
  if (p.loading || !wallet) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (unpaid.length === 0) return <PaySuccess ids={ids} already />;

  return (
    <Card className="payment" data-testid="payment">
      <Descriptions
        column={1}
        layout={wide ? "horizontal" : "vertical"}
        bordered
        size="middle"
        items={[
          {
            key: "orders",
            label: t("orders.orders_count"),
            children: <span data-testid="payment-orders">{unpaid.map((o) => o.order_no).join(", ")}</span>,
          },
          {
            key: "amount",
            label: t("orders.amount_to_pay"),
            children: (
              <bdi className="payment__amount" data-testid="payment-amount">
                {money(p.total)}
              </bdi>
            ),
          },
          {
            key: "balance",
            label: t("orders.wallet_balance"),
            children: <bdi data-testid="payment-balance">{money(wallet.available)}</bdi>,
          },
        ]}
      />
      <PaymentNotices
        locked={wallet.money_locked}
        shortfall={p.short ? money(p.shortfall) : ""}
        blocked={p.blocked}
        paySet={p.paySet}
      />
      <Button
        type="primary"
        danger
        size="large"
        block
        disabled={!p.canPay}
        aria-describedby={p.canPay ? undefined : "payment-notices"}
        onClick={p.ask}
        data-testid="payment-pay"
      >
        {t("orders.pay_with_wallet")}
      </Button>
      <PayPasswordModal
        open={p.asking}
        amount={money(p.total)}
        busy={p.busy}
        error={p.error}
        onCancel={p.closeAsk}
        onSubmit={p.pay}
      />
    </Card>
  );
}
