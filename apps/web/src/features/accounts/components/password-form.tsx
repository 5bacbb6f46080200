import { changePasswordBody } from "@mp/contracts";
import { App, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { SendCodeButton } from "./send-code-button";

interface Values {
  newpassword: string;
  confirm: string;
  captcha: string;
}

/** Login password change with an email code (event changepwd); the session ends after it. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const email = useAppStore((s) => s.userData?.email ?? "");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue();
    const body = { newpassword: v.newpassword ?? "", captcha: (v.captcha ?? "").trim() };
    const ok = passes(form, [
      () => schemaCheck(changePasswordBody.pick({ newpassword: true }), body),
      () => (v.confirm === body.newpassword ? null : { field: "confirm", key: "common.passwords_mismatch" }),
      () => schemaCheck(changePasswordBody, body),
    ]);
    if (!ok) return;
    setBusy(true);
    try {
      await accountsApi.changePassword(body);
      message.success(t("member.password_changed"));
      useAppStore.getState().clearSession();
      useAppStore.getState().openDialog("loginDialog");
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="newpassword" label={t("common.new_password")} required>
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item name="confirm" label={t("common.confirm_password")} required>
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      <Form.Item label={t("common.code")} required extra={t("member.code_to_current", { email })}>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle>
            <Input inputMode="numeric" maxLength={6} aria-label={t("common.code")} data-testid="password-code" />
          </Form.Item>
          <SendCodeButton getEmail={() => email} event="changepwd" testId="password-send-code" />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
        {t("member.change_password_submit")}
      </Button>
    </Form>
  );
}
