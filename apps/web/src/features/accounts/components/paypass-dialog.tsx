import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { DialogShell, SubmitButton } from "../../../ui";
import { usePayPassForm } from "../hooks/use-account-forms";
import { CodeField } from "./code-field";

/** Six-digit payment (transaction) password dialog; the code goes to the user's email. */
export function PayPassDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.payPassDialog);
  const email = useAppStore((s) => s.userData?.email ?? "");
  const { closeDialog } = useAppStore.getState();
  const { form, submit, busy } = usePayPassForm();
  return (
    <DialogShell
      open={open}
      title={t("accounts.paypass_title")}
      onClose={() => closeDialog("payPassDialog")}
      testId="paypass-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="payPass" label={t("accounts.paypass_label")} required>
          <Input.OTP length={6} mask formatter={(s) => s.replace(/\D/g, "")} data-testid="paypass-input" />
        </Form.Item>
        <CodeField
          getEmail={() => email}
          event="paypass"
          testId="paypass"
          extra={t("accounts.paypass_hint", { email })}
        />
        <SubmitButton busy={busy} testId="paypass-submit">
          {t("accounts.paypass_submit")}
        </SubmitButton>
      </Form>
    </DialogShell>
  );
}
