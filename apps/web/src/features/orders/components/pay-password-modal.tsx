import { Alert, Button, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  amount: string;
  busy: boolean;
  /** the last failure's text, shown inside the dialog (e.g. "fund password error") */
  error: string;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}

/** The six-digit fund password, asked for each payment attempt. */
export function PayPasswordModal({ open, amount, busy, error, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  useEffect(() => {
    if (error || !open) setValue("");
  }, [error, open]);
  const ready = /^\d{6}$/.test(value);
  return (
    <Modal
      open={open}
      title={t("orders.pay_password_title")}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <form
        className="pay-modal"
        data-testid="pay-password-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSubmit(value);
        }}
      >
        <p className="pay-modal__amount">
          {t("orders.amount_to_pay")}: <bdi>{amount}</bdi>
        </p>
        <Input.OTP
          length={6}
          mask
          value={value}
          onChange={setValue}
          formatter={(s) => s.replace(/\D/g, "")}
          aria-label={t("orders.pay_password_title")}
          data-testid="pay-password-input"
        />
        {error ? <Alert type="error" showIcon title={error} data-testid="pay-password-error" /> : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={busy}
          disabled={!ready}
          data-testid="pay-password-submit"
        >
          {t("orders.pay_now")}
        </Button>
      </form>
    </Modal>
  );
}
