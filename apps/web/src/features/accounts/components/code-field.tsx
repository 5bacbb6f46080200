import type { EmailEvent } from "@mp/contracts";
import { Form, Input, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SendCodeButton } from "./send-code-button";

/**
 * The emailed code, marked required, with its get-code button beside it: the field every
 * account form that needs a code shares. `getEmail` reads the address at click time.
 */
export function CodeField({
  getEmail,
  event,
  testId,
  extra,
}: {
  getEmail: () => string;
  event: EmailEvent;
  /** the prefix of the input's and button's test ids: `${testId}-code`, `${testId}-send-code` */
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("common.code")} required extra={extra}>
      <Space.Compact block>
        <Form.Item name="captcha" noStyle>
          <Input
            inputMode="numeric"
            maxLength={6}
            aria-label={t("common.code")}
            placeholder={t("common.code_placeholder")}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <SendCodeButton getEmail={getEmail} event={event} testId={`${testId}-send-code`} />
      </Space.Compact>
    </Form.Item>
  );
}
