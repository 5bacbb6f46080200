import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { DialogShell, SubmitButton } from "../../../ui";
import { useRegisterForm } from "../hooks/use-account-forms";
import { AgreementCheck } from "./agreement-check";
import { CodeField } from "./code-field";

/** Registration dialog: agreement, email, password, code, then login (docs/states.md, docs/rules.md#validation). */
export function RegisterDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.registeredDialog);
  const { closeDialog, openDialog } = useAppStore.getState();
  const { form, agreed, setAgreed, submit, busy } = useRegisterForm();
  return (
    <DialogShell
      open={open}
      title={t("accounts.register_title")}
      onClose={() => closeDialog("registeredDialog")}
      testId="register-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: "", password: "", captcha: "", invite_code: "" }}
      >
        <Form.Item name="email" label={t("common.email")} required>
          <Input type="email" autoComplete="email" data-testid="register-email" />
        </Form.Item>
        <Form.Item name="password" label={t("common.password")} required>
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <CodeField getEmail={() => form.getFieldValue("email") ?? ""} event="register" testId="register" />
        <Form.Item name="invite_code" label={t("accounts.invite_code")}>
          <Input maxLength={32} data-testid="register-invite" />
        </Form.Item>
        <Form.Item>
          <AgreementCheck checked={agreed} onChange={setAgreed} testId="register-agree" />
        </Form.Item>
        <SubmitButton busy={busy} testId="register-submit">
          {t("accounts.register_submit")}
        </SubmitButton>
      </Form>
      <div className="dialog-links">
        <span>
          {t("accounts.have_account")}{" "}
          <Button type="link" size="small" onClick={() => openDialog("loginDialog")} data-testid="register-to-login">
            {t("accounts.back_to_login")}
          </Button>
        </span>
      </div>
    </DialogShell>
  );
}
