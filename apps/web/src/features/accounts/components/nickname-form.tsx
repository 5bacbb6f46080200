import { profileBody } from "@mp/contracts";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { accountsApi } from "../api/accounts-api";

/** Nickname edit (profile call). */
export function NicknameForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useAppStore((s) => s.userData);
  const [form] = Form.useForm<{ nickname: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const nickname = (form.getFieldValue("nickname") ?? "").trim();
    if (!passes(form, [() => schemaCheck(profileBody, { nickname })])) return;
    setBusy(true);
    try {
      useAppStore.getState().setUserData(await accountsApi.profile({ nickname }));
      message.success(t("common.saved"));
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ nickname: user?.nickname ?? "" }}>
      <Form.Item name="nickname" label={t("member.nickname")}>
        <Input maxLength={20} autoComplete="nickname" data-testid="nickname-input" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="nickname-submit">
        {t("common.save")}
      </Button>
    </Form>
  );
}
