import { resetPasswordBody } from "@mp/contracts";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { SendCodeButton } from "./send-code-button";

interface Values {
  email: string;
  password: string;
  captcha: string;
}

/** Forgot-password dialog: email, code, new password; success opens login. */
export function ForgotDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useAppStore((s) => s.forgotDialog);
  const { closeDialog, openDialog } = useAppStore.getState();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue();
    const body = { email: v.email.trim(), password: v.password, captcha: v.captcha.trim() };
    if (!passes(form, [() => schemaCheck(resetPasswordBody, body)])) return;
    setBusy(true);
    try {
      await accountsApi.resetPassword(body);
      message.success(t("accounts.reset_success"));
      form.resetFields();
      openDialog("loginDialog");
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("accounts.forgot_title")}
      onCancel={() => closeDialog("forgotDialog")}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <div data-testid="forgot-dialog">
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ email: "", password: "", captcha: "" }}>
          <Form.Item name="email" label={t("common.email")} required>
            <Input type="email" autoComplete="email" data-testid="forgot-email" />
          </Form.Item>
          <Form.Item label={t("common.code")} required>
            <Space.Compact block>
              <Form.Item name="captcha" noStyle>
                <Input
                  inputMode="numeric"
                  maxLength={6}
                  aria-label={t("common.code")}
                  placeholder={t("common.code_placeholder")}
                  data-testid="forgot-code"
                />
              </Form.Item>
              <SendCodeButton
                getEmail={() => form.getFieldValue("email") ?? ""}
                event="resetpwd"
                testId="forgot-send-code"
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item name="password" label={t("common.new_password")} required>
            <Input.Password autoComplete="new-password" data-testid="forgot-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="forgot-submit">
            {t("accounts.reset_submit")}
          </Button>
        </Form>
        <div className="dialog-links">
          <Button type="link" size="small" onClick={() => openDialog("loginDialog")} data-testid="forgot-to-login">
            {t("accounts.back_to_login")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
