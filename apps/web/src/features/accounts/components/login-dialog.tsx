import { Button, Form, Input } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { DialogShell, SubmitButton } from "../../../ui";
import { useLoginForm } from "../hooks/use-account-forms";
import { AgreementCheck } from "./agreement-check";

/** Login dialog (docs/product.md#screens, docs/states.md, docs/rules.md#validation). */
export function LoginDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.loginDialog);
  const { closeDialog, openDialog } = useAppStore.getState();
  const { form, agreed, setAgreed, submit, busy } = useLoginForm();
  const prefill = useAppStore((s) => s.loginAccount);
  // the e-mail just registered (or reset) is the account to log in with: filled in, once
  useEffect(() => {
    if (!open || !prefill) return;
    form.setFieldsValue({ account: prefill, password: "" });
    useAppStore.setState({ loginAccount: "" });
  }, [open, prefill, form]);
  return (
    <DialogShell
      open={open}
      title={t("accounts.login_title")}
      onClose={() => closeDialog("loginDialog")}
      width={420}
      testId="login-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ account: "", password: "" }}
      >
        <Form.Item name="account" label={t("accounts.account")}>
          <Input autoComplete="username" data-testid="login-account" />
        </Form.Item>
        <Form.Item name="password" label={t("common.password")}>
          <Input.Password autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        <Form.Item>
          <AgreementCheck checked={agreed} onChange={setAgreed} testId="login-agree" />
        </Form.Item>
        <SubmitButton busy={busy} testId="login-submit">
          {t("accounts.login_submit")}
        </SubmitButton>
      </Form>
      <div className="dialog-links">
        <span>
          {t("accounts.no_account")}{" "}
          <Button
            type="link"
            size="small"
            onClick={() => openDialog("registeredDialog")}
            data-testid="login-to-register"
          >
            {t("accounts.create_account")}
          </Button>
        </span>
        <Button type="link" size="small" onClick={() => openDialog("forgotDialog")} data-testid="login-to-forgot">
          {t("accounts.forgot_link")}
        </Button>
      </div>
    </DialogShell>
  );
}
