import type { EmailEvent } from "@mp/contracts";
import { isEmail } from "@mp/contracts/constants";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../../ui/app-feedback";
import { useSendCode } from "../hooks/use-account-mutations";
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
  const { message } = useFeedback();
  const { left, running, start } = useCountdown();
  const send = useSendCode(event, start);

  const onClick = () => {
    if (running || send.isPending) return;
    const email = getEmail().trim();
    if (!isEmail(email)) {
      message.warning(t("errors.email_incorrect"));
      return;
    }
    send.mutate(email);
  };

  return (
    <Button onClick={onClick} loading={send.isPending} disabled={running} data-testid={testId} aria-live="polite">
      {running ? t("common.resend_in", { seconds: left }) : t("common.get_code")}
    </Button>
  );
}
