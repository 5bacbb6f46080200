import { EMAIL_PATTERN, type EmailEvent } from "@mp/contracts";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountsApi } from "../api/accounts-api";
import { useCountdown } from "../hooks/use-countdown";

interface Props {
  /** reads the address at click time (the form's current email field) */
  getEmail: () => string;
  event: EmailEvent;
  testId?: string;
}

/** Get-code button: checks the email, sends the code, then counts down 60 s. */
export function SendCodeButton({ getEmail, event, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { left, running, start } = useCountdown();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (running || busy) return;
    const email = getEmail().trim();
    if (!EMAIL_PATTERN.test(email)) {
      message.warning(t("errors.email_incorrect"));
      return;
    }
    setBusy(true);
    try {
      await accountsApi.sendCode(email, event);
      message.success(t("common.code_sent"));
      start();
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={onClick} loading={busy} disabled={running} data-testid={testId} aria-live="polite">
      {running ? t("common.resend_in", { seconds: left }) : t("common.get_code")}
    </Button>
  );
}
