import { staffLoginBody } from "@mp/contracts";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { adminApi } from "../api/admin-api";

interface Values {
  account: string;
  password: string;
}

/** Staff sign-in; stores the staff token apart from the shopper token. */
export function StaffLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue();
    if (!passes(form, [() => schemaCheck(staffLoginBody, v)])) return;
    setBusy(true);
    try {
      const staff = await adminApi.login({ account: v.account.trim(), password: v.password });
      useAppStore.getState().setAdminToken(staff.token ?? "");
      message.success(t("admin.login_success"));
      onDone();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ account: "", password: "" }}>
      <Form.Item name="account" label={t("admin.account")}>
        <Input autoComplete="username" data-testid="admin-account" />
      </Form.Item>
      <Form.Item name="password" label={t("common.password")}>
        <Input.Password autoComplete="current-password" data-testid="admin-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="admin-login-submit">
        {t("admin.login_submit")}
      </Button>
    </Form>
  );
}
