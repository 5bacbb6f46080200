import { changePasswordBody } from "@mp/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { SubmitButton } from "../../../ui";
import { useChangePassword } from "../hooks/use-account-mutations";
import { CodeField } from "./code-field";

interface Values {
  newpassword: string;
  confirm: string;
  captcha: string;
}

/** Login password change with an email code (event changepwd); the session ends after it. */
export function PasswordForm() {
  const { t } = useTranslation();
  const email = useAppStore((s) => s.userData?.email ?? "");
  const [form] = Form.useForm<Values>();
  const change = useChangePassword(form);

  const submit = () => {
    const v = form.getFieldsValue();
    const body = { newpassword: v.newpassword ?? "", captcha: (v.captcha ?? "").trim() };
    const ok = passes(form, [
      () => schemaCheck(changePasswordBody.pick({ newpassword: true }), body),
      () => (v.confirm === body.newpassword ? null : { field: "confirm", key: "common.passwords_mismatch" }),
      () => schemaCheck(changePasswordBody, body),
    ]);
    if (ok) change.mutate(body);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="newpassword" label={t("common.new_password")} required>
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item name="confirm" label={t("common.confirm_password")} required>
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      <CodeField
        getEmail={() => email}
        event="changepwd"
        testId="password"
        extra={t("member.code_to_current", { email })}
      />
      <SubmitButton busy={change.isPending} block={false} testId="password-submit">
        {t("member.change_password_submit")}
      </SubmitButton>
    </Form>
  );
}
