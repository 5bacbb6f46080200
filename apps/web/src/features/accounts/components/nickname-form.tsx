import { profileBody } from "@mp/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { passes, schemaCheck } from "../../../lib/validate";
import { SubmitButton } from "../../../ui";
import { useSaveNickname } from "../hooks/use-account-mutations";

/** Nickname edit (profile call). */
export function NicknameForm() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userData);
  const [form] = Form.useForm<{ nickname: string }>();
  const save = useSaveNickname(form);

  const submit = () => {
    const nickname = (form.getFieldValue("nickname") ?? "").trim();
    if (passes(form, [() => schemaCheck(profileBody, { nickname })])) save.mutate(nickname);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ nickname: user?.nickname ?? "" }}>
      <Form.Item name="nickname" label={t("member.nickname")}>
        <Input maxLength={20} autoComplete="nickname" data-testid="nickname-input" />
      </Form.Item>
      <SubmitButton busy={save.isPending} block={false} testId="nickname-submit">
        {t("common.save")}
      </SubmitButton>
    </Form>
  );
}
