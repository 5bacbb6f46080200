import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { DialogShell, SubmitButton } from "../../../ui";
import { useForgotForm } from "../hooks/use-account-forms";
import { CodeField } from "./code-field";

/** Forgot-password dialog: email, code, new password; success opens login. */
export function ForgotDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.forgotDialog);
  const { closeDialog, openDialog } = useAppStore.getState();
  const { form, submit, busy } = useForgotForm();
  return (
    <DialogShell
      open={open}
      title={t("accounts.forgot_title")}
      onClose={() => closeDialog("forgotDialog")}
      testId="forgot-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ email: "", password: "", captcha: "" }}>
        <Form.Item name="email" label={t("common.email")} required>
          <Input type="email" autoComplete="email" data-testid="forgot-email" />
        </Form.Item>
        <CodeField getEmail={() => form.getFieldValue("email") ?? ""} event="resetpwd" testId="forgot" />
        <Form.Item name="password" label={t("common.new_password")} required>
          <Input.Password autoComplete="new-password" data-testid="forgot-password" />
        </Form.Item>
        <SubmitButton busy={busy} testId="forgot-submit">
          {t("accounts.reset_submit")}
        </SubmitButton>
      </Form>
      <div className="dialog-links">
        <Button type="link" size="small" onClick={() => openDialog("loginDialog")} data-testid="forgot-to-login">
          {t("accounts.back_to_login")}
        </Button>
      </div>
    </DialogShell>
  );
}
