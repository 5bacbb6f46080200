import { changeEmailBody } from "@mp/contracts";
import { App, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { SendCodeButton } from "./send-code-button";

interface Values {
  email: string;
  captcha: string;
}

/** Email change: the code goes to the new address (event changeemail). */
export function EmailForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue();
    const body = { email: (v.email ?? "").trim(), captcha: (v.captcha ?? "").trim() };
    if (!passes(form, [() => schemaCheck(changeEmailBody, body)])) return;
    setBusy(true);
    try {
      useAppStore.getState().setUserData(await accountsApi.changeEmail(body));
      message.success(t("common.saved"));
      form.resetFields();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="email" label={t("member.new_email")} extra={t("member.new_email_hint")} required>
        <Input type="email" autoComplete="email" data-testid="email-new" />
      </Form.Item>
      <Form.Item label={t("common.code")} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle>
            <Input inputMode="numeric" maxLength={6} aria-label={t("common.code")} data-testid="email-code" />
          </Form.Item>
          <SendCodeButton
            getEmail={() => form.getFieldValue("email") ?? ""}
            event="changeemail"
            testId="email-send-code"
          />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="email-submit">
        {t("member.change_email_submit")}
      </Button>
    </Form>
  );
}
