import { Alert, Button, Form, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../ui";
import type { RuleFormState } from "../hooks/use-rule-form";

interface Props<T> {
  id: string;
  /** the tab's state from useRuleForm: its form, load, save and "Saved" */
  rule: RuleFormState<T>;
  hint: string;
  children: ReactNode;
}

/** A rules tab's form: the current values, the server's error, a Save button and "Saved". */
export function RuleForm<T>({ id, rule, hint, children }: Props<T>) {
  const { t } = useTranslation();
  const saving = rule.mutation.isPending;
  const error = rule.mutation.error;
  const { saved } = rule;
  if (rule.query.isPending) return <LoadingState />;
  if (rule.query.isError) return <ErrorState />;
  return (
    <Form<T>
      form={rule.form}
      layout="vertical"
      onFinish={rule.submit}
      onValuesChange={rule.onValuesChange}
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
