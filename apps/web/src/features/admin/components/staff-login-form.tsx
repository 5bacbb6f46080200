import { staffLoginBody } from "@mp/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { passes, schemaCheck } from "../../../lib/validate";
import { SubmitButton } from "../../../ui";
import { useStaffLogin } from "../hooks/use-admin-mutations";

interface Values {
  account: string;
  password: string;
}

/** Staff sign-in; stores the staff token apart from the shopper token. */
export function StaffLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const login = useStaffLogin(onDone);

  const submit = () => {
    const v = form.getFieldsValue();
    if (!passes(form, [() => schemaCheck(staffLoginBody, v)])) return;
    login.mutate({ account: v.account.trim(), password: v.password });
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ account: "", password: "" }}>
      <Form.Item name="account" label={t("admin.account")}>
        <Input autoComplete="username" data-testid="admin-account" />
      </Form.Item>
      <Form.Item name="password" label={t("common.password")}>
        <Input.Password autoComplete="current-password" data-testid="admin-password" />
      </Form.Item>
      <SubmitButton busy={login.isPending} testId="admin-login-submit">
        {t("admin.login_submit")}
      </SubmitButton>
    </Form>
  );
}
