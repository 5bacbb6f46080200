import { changeEmailBody } from "@mp/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { passes, schemaCheck } from "../../../lib/validate";
import { SubmitButton } from "../../../ui";
import { useChangeEmail } from "../hooks/use-account-mutations";
import { CodeField } from "./code-field";

interface Values {
  email: string;
  captcha: string;
}

/** Email change: the code goes to the new address (event changeemail). */
export function EmailForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useChangeEmail(form);

  const submit = () => {
    const v = form.getFieldsValue();
    const body = { email: (v.email ?? "").trim(), captcha: (v.captcha ?? "").trim() };
    if (passes(form, [() => schemaCheck(changeEmailBody, body)])) change.mutate(body);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="email" label={t("member.new_email")} extra={t("member.new_email_hint")} required>
        <Input type="email" autoComplete="email" data-testid="email-new" />
      </Form.Item>
      <CodeField getEmail={() => form.getFieldValue("email") ?? ""} event="changeemail" testId="email" />
      <SubmitButton busy={change.isPending} block={false} testId="email-submit">
        {t("member.change_email_submit")}
      </SubmitButton>
    </Form>
  );
}
