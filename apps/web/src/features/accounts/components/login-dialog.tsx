import { loginBody } from "@mp/contracts";
import { App, Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { AgreementCheck } from "./agreement-check";

interface Values {
  account: string;
  password: string;
}

/** Login dialog (SPEC.md sections 2, 4, 5). */
export function LoginDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useAppStore((s) => s.loginDialog);
  const { closeDialog, openDialog, setSession } = useAppStore.getState();
  const [form] = Form.useForm<Values>();
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue();
    const ok = passes(form, [
      () => (agreed ? null : { field: "", key: "accounts.agreement_required" }),
      () => schemaCheck(loginBody, values),
    ]);
    if (!ok) return;
    setBusy(true);
    try {
      const data = await accountsApi.login({ account: values.account.trim(), password: values.password });
      setSession(data.userinfo);
      message.success(t("accounts.login_success"));
      form.resetFields();
      closeDialog("loginDialog");
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("accounts.login_title")}
      onCancel={() => closeDialog("loginDialog")}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <div data-testid="login-dialog">
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
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
            {t("accounts.login_submit")}
          </Button>
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
      </div>
    </Modal>
  );
}
