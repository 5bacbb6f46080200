import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { DialogShell, useApiMutation, useFieldRules } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { adminApi } from "../api/admin-api";

interface Values {
  password: string;
  newpassword: string;
  confirm: string;
}

/**
 * A staff member's own password: the current one, a new one of 8 to 100 characters, typed twice.
 * Every session of theirs ends (this one too), so the console says so and opens the login.
 */
export function OwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const change = useApiMutation(
    (v: Values) => adminApi.changePassword({ password: v.password, newpassword: v.newpassword }),
    {
      form,
      onSuccess: () => {
        message.success(t("people.own_password_done"));
        useAppStore.getState().setAdminToken("");
        navigate("/admin/login");
      },
    },
  );
  const length = { min: 8, max: 100, message: t("errors.staff_password_length") };
  return (
    <DialogShell
      open
      title={t("people.own_password")}
      onClose={onClose}
      width={440}
      testId="own-password-dialog"
      submit={{
        text: t("people.own_password_submit"),
        onSubmit: form.submit,
        busy: change.isPending,
        testId: "own-password-submit",
      }}
    >
      <Typography.Paragraph type="secondary">{t("people.own_password_note")}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => change.mutate(v)}>
        <Form.Item
          name="password"
          label={t("people.current_password")}
          rules={[rules.required(t("errors.password_required"))]}
        >
          <Input.Password autoComplete="current-password" data-testid="own-password-current" />
        </Form.Item>
        <Form.Item
          name="newpassword"
          label={t("people.new_password")}
          extra={t("people.own_password_hint")}
          rules={[rules.required(t("errors.staff_password_length")), length]}
        >
          <Input.Password autoComplete="new-password" data-testid="own-password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t("common.confirm_password")}
          dependencies={["newpassword"]}
          rules={[
            rules.required(t("common.passwords_mismatch")),
            ({ getFieldValue }) => ({
              validator: async (_: unknown, v: string) => {
                if (v && v !== getFieldValue("newpassword")) throw new Error(t("common.passwords_mismatch"));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="own-password-confirm" />
        </Form.Item>
      </Form>
    </DialogShell>
  );
}
