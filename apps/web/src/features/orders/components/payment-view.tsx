import { CheckCircleOutlined, LockOutlined } from "@ant-design/icons";
import { parseAmount, toDecimalString } from "@mp/money";
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Grid, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useAppStore } from "../../../lib/app-store";
import { useMoney } from "../../../lib/money";
import { ordersApi } from "../api/orders-api";
import { useOrderIds } from "../hooks/use-purchase";
import { newIdempotencyKey } from "../lib/idempotency";
import { ORDER_STATE } from "../lib/order-state";
import { PayPasswordModal } from "./pay-password-modal";

/** `/payment?order_ids=`: the amount, the wallet balance, and payment with the payment password. */
export function PaymentView() {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const ids = useOrderIds();
  const token = useAppStore((s) => s.token);
  const paySetNow = useAppStore((s) => Boolean(s.userData?.pay_password_set));
  const orders = useQueries({
    queries: ids.map((id) => ({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id) })),
  });
  const wide = Grid.useBreakpoint().sm !== false;
  const wallet = useQuery({ queryKey: ["wallet-info", token], queryFn: ordersApi.wallet });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [blocked, setBlocked] = useState("");
  const [paid, setPaid] = useState(false);

  if (ids.length === 0) return <Result status="warning" title={t("orders.nothing_to_pay")} />;
  if (paid) return <PaySuccess ids={ids} />;
  if (orders.some((o) => o.isError)) {
    return (
      <Result
        status="warning"
        title={t("orders.load_failed")}
        extra={<Link to="/my-order">{t("orders.my_orders")}</Link>}
      />
    );
  }
  if (orders.some((o) => !o.data) || !wallet.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const list = orders.map((o) => o.data as NonNullable<typeof o.data>);
  const unpaid = list.filter((o) => o.state === ORDER_STATE.UNPAID);
  const total = toDecimalString(unpaid.reduce((s, o) => s + (parseAmount(o.pay) ?? 0n), 0n));
  const short = (parseAmount(wallet.data.available) ?? 0n) < (parseAmount(total) ?? 0n);
  if (unpaid.length === 0) return <PaySuccess ids={ids} already />;

  const pay = async (password: string) => {
    setBusy(true);
    setError("");
    try {
      // a fresh key per attempt: the same attempt retried pays once, a new attempt is a new request
      await ordersApi.pay(
        unpaid.map((o) => o.id),
        password,
        newIdempotencyKey(),
      );
      setAsking(false);
      setPaid(true);
      void client.invalidateQueries({ queryKey: ["orders"] });
      void client.invalidateQueries({ queryKey: ["wallet-info"] });
    } catch (e) {
      const key = e instanceof ApiError ? e.key : undefined;
      const text = e instanceof Error ? e.message : t("errors.server_error");
      if (key === "pay_password_error" || key === "pay_password_format" || key === "too_many_attempts") setError(text);
      else {
        setAsking(false);
        setBlocked(text);
        if (key === "pay_password_not_set") useAppStore.getState().openDialog("payPassDialog");
        void wallet.refetch();
      }
    } finally {
      setBusy(false);
    }
  };

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
                {money(total)}
              </bdi>
            ),
          },
          {
            key: "balance",
            label: t("orders.wallet_balance"),
            children: <bdi data-testid="payment-balance">{money(wallet.data.available)}</bdi>,
          },
        ]}
      />
      {wallet.data.money_locked ? <Alert type="error" showIcon title={t("errors.money_locked")} /> : null}
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
      {wallet.data.pay_password_set || paySetNow ? null : (
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
      <Button
        type="primary"
        danger
        size="large"
        block
        onClick={() => {
          setBlocked("");
          setAsking(true);
        }}
        data-testid="payment-pay"
      >
        {t("orders.pay_with_wallet")}
      </Button>
      <PayPasswordModal
        open={asking}
        amount={money(total)}
        busy={busy}
        error={error}
        onCancel={() => setAsking(false)}
        onSubmit={(p) => void pay(p)}
      />
    </Card>
  );
}

/** The order-placed success page, with the ways to the orders. */
function PaySuccess({ ids, already }: { ids: number[]; already?: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      icon={<CheckCircleOutlined />}
      title={t(already ? "orders.already_paid" : "orders.pay_success")}
      subTitle={t("orders.pay_success_text", { n: ids.length })}
      data-testid="payment-success"
      extra={[
        <Link key="ship" to="/my-order?tab=2" data-testid="payment-to-orders">
          <Button type="primary" tabIndex={-1}>
            {t("orders.view_orders")}
          </Button>
        </Link>,
        ids.length === 1 ? (
          <Link key="detail" to={`/order-detail?id=${ids[0]}`}>
            <Button tabIndex={-1}>{t("orders.view_detail")}</Button>
          </Link>
        ) : null,
        <Link key="home" to="/">
          <Button tabIndex={-1}>{t("orders.continue_shopping")}</Button>
        </Link>,
      ]}
    />
  );
}
