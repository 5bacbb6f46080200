import { payPassEditBody } from "@mp/contracts";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";
import { SendCodeButton } from "./send-code-button";

interface Values {
  payPass: string;
  captcha: string;
}

/** Six-digit payment (transaction) password dialog; the code goes to the user's email. */
export function PayPassDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useAppStore((s) => s.payPassDialog);
  const user = useAppStore((s) => s.userData);
  const { closeDialog, setUserData } = useAppStore.getState();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const email = user?.email ?? "";

  const submit = async () => {
    const v = form.getFieldsValue();
    const body = { payPass: v.payPass ?? "", captcha: (v.captcha ?? "").trim() };
    if (!passes(form, [() => schemaCheck(payPassEditBody, body)])) return;
    setBusy(true);
    try {
      await accountsApi.payPassEdit(body);
      if (user) setUserData({ ...user, pay_password_set: true });
      message.success(t("accounts.paypass_success"));
      form.resetFields();
      closeDialog("payPassDialog");
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("accounts.paypass_title")}
      onCancel={() => closeDialog("payPassDialog")}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <div data-testid="paypass-dialog">
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="payPass" label={t("accounts.paypass_label")} required>
            <Input.OTP length={6} mask formatter={(s) => s.replace(/\D/g, "")} data-testid="paypass-input" />
          </Form.Item>
          <Form.Item label={t("common.code")} required extra={t("accounts.paypass_hint", { email })}>
            <Space.Compact block>
              <Form.Item name="captcha" noStyle>
                <Input
                  inputMode="numeric"
                  maxLength={6}
                  aria-label={t("common.code")}
                  placeholder={t("common.code_placeholder")}
                  data-testid="paypass-code"
                />
              </Form.Item>
              <SendCodeButton getEmail={() => email} event="paypass" testId="paypass-send-code" />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="paypass-submit">
            {t("accounts.paypass_submit")}
          </Button>
        </Form>
      </div>
    </Modal>
  );
}
