import { LockOutlined } from "@ant-design/icons";
import { compareAmounts } from "@mp/money";
import { Alert, Button, Descriptions, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useAppStore } from "../../../lib/app-store";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { useMoney } from "../../../lib/money";
import { DialogShell } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { useShopWallet } from "../hooks/use-shop-orders";

/** refusals about the password itself, shown under its field; the others as a message */
const PASSWORD_ERRORS = new Set(["pay_password_format", "pay_password_error", "too_many_attempts"]);

export interface PayShipCall {
  password: string;
  key: string;
}

/**
 * "Pay and ship": the buy price to be deducted and the wallet's balance, before anything moves,
 * confirmed with the fund password as paying bond and withdrawing are. One payment keeps one
 * Idempotency-Key, so a retry after a lost answer is answered and pays nothing twice.
 */
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
  onConfirm: (call: PayShipCall, on: { onError: (e: Error) => void }) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ pay_password: string }>();
  const [key] = useState(newIdempotencyKey);
  const wallet = useShopWallet(open);
  const setByDialog = useAppStore((s) => Boolean(s.userData?.pay_password_set));
  const paySet = Boolean(wallet.data?.pay_password_set) || setByDialog;
  const available = wallet.data?.available;
  const short = available !== undefined && compareAmounts(available, amount) < 0;
  const refused = (e: Error) => {
    const why = e instanceof ApiError ? e.key : undefined;
    form.setFieldValue("pay_password", "");
    if (why && PASSWORD_ERRORS.has(why)) form.setFields([{ name: "pay_password", errors: [e.message] }]);
    else void message.error(e.message);
  };
  const setPassword = () => useAppStore.getState().openDialog("payPassDialog");
  return (
    <DialogShell
      open={open}
      title={t("shop_orders.pay_ship_title")}
      onClose={onClose}
      testId="order-pay-ship-dialog"
      submit={{
        text: t("shop_orders.pay_ship_confirm"),
        busy,
        onSubmit: paySet ? form.submit : setPassword,
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
      {wallet.data && !paySet ? (
        <div className="shop-orders__alert shop-orders__unset" data-testid="order-pay-ship-unset">
          <Alert type="warning" showIcon message={t("errors.pay_password_not_set")} />
          <Button icon={<LockOutlined />} onClick={setPassword} data-testid="order-pay-ship-set-password">
            {t("shop_orders.set_fund_password")}
          </Button>
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          className="shop-orders__alert"
          onFinish={(v) => onConfirm({ password: v.pay_password, key }, { onError: refused })}
        >
          <Form.Item
            name="pay_password"
            label={t("shop_orders.fund_password")}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t("errors.pay_password_format") }]}
          >
            <Input.Password
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              autoFocus
              data-testid="order-pay-ship-password"
            />
          </Form.Item>
        </Form>
      )}
    </DialogShell>
  );
}
