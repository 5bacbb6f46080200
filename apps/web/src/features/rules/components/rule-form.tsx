import { Alert, Button, Form, type FormInstance, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../ui";

interface Props<T> {
  id: string;
  form: FormInstance<T>;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  saved: boolean;
  error: Error | null;
  onFinish: (v: T) => void;
  onValuesChange: () => void;
  hint: string;
  children: ReactNode;
}

/** A rules tab's form: the current values, the server's error, a Save button and "Saved". */
export function RuleForm<T>({
  id,
  form,
  loading,
  failed,
  saving,
  saved,
  error,
  onFinish,
  onValuesChange,
  hint,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  if (loading) return <LoadingState />;
  if (failed) return <ErrorState />;
  return (
    <Form<T>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      className="rules-form"
      data-testid={`rules-${id}-form`}
    >
      <Typography.Paragraph type="secondary">{t(hint)}</Typography.Paragraph>
      {children}
      {error && !saving ? (
        <Alert
          type="error"
          showIcon
          message={error.message}
          className="rules-form__error"
          data-testid={`rules-${id}-error`}
        />
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid={`rules-${id}-save`}>
          {t("console_rules.save")}
        </Button>
        {saved ? (
          <Typography.Text type="success" data-testid={`rules-${id}-saved`}>
            {t("console_rules.saved")}
          </Typography.Text>
        ) : null}
      </Space>
    </Form>
  );
}
