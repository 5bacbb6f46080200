import { registerBody } from "@mp/contracts";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { AgreementCheck } from "./agreement-check";
import { SendCodeButton } from "./send-code-button";

interface Values {
  email: string;
  password: string;
  captcha: string;
  invite_code: string;
}

/** Registration dialog: agreement, email, password, code, then login (SPEC.md sections 4, 5). */
export function RegisterDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useAppStore((s) => s.registeredDialog);
  const { closeDialog, openDialog } = useAppStore.getState();
  const [form] = Form.useForm<Values>();
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue();
    const body = {
      email: v.email.trim(),
      password: v.password,
      captcha: v.captcha.trim(),
      invite_code: v.invite_code.trim(),
    };
    const ok = passes(form, [
      () => (agreed ? null : { field: "", key: "accounts.agreement_required" }),
      () => schemaCheck(registerBody, body),
    ]);
    if (!ok) return;
    setBusy(true);
    try {
      await accountsApi.register({ ...body, invite_code: body.invite_code || undefined });
      message.success(t("accounts.register_success"));
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
      title={t("accounts.register_title")}
      onCancel={() => closeDialog("registeredDialog")}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <div data-testid="register-dialog">
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
          <Form.Item label={t("common.code")} required>
            <Space.Compact block>
              <Form.Item name="captcha" noStyle>
                <Input
                  inputMode="numeric"
                  maxLength={6}
                  aria-label={t("common.code")}
                  placeholder={t("common.code_placeholder")}
                  data-testid="register-code"
                />
              </Form.Item>
              <SendCodeButton
                getEmail={() => form.getFieldValue("email") ?? ""}
                event="register"
                testId="register-send-code"
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item name="invite_code" label={t("accounts.invite_code")}>
            <Input maxLength={32} data-testid="register-invite" />
          </Form.Item>
          <Form.Item>
            <AgreementCheck checked={agreed} onChange={setAgreed} testId="register-agree" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="register-submit">
            {t("accounts.register_submit")}
          </Button>
        </Form>
        <div className="dialog-links">
          <span>
            {t("accounts.have_account")}{" "}
            <Button type="link" size="small" onClick={() => openDialog("loginDialog")} data-testid="register-to-login">
              {t("accounts.back_to_login")}
            </Button>
          </span>
        </div>
      </div>
    </Modal>
  );
}
