import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";

/**
 * Why an application was not approved, quoted as the operator wrote it: above the wizard when the
 * applicant fills a failed one in again, and in the operator's review of the one filled again.
 */
export function RejectionNote({
  reason,
  at,
  title,
  testId,
}: {
  reason: string;
  at: number | null;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="apply-rejection"
      message={title}
      description={
        <>
          <q dir="auto" data-testid={`${testId}-reason`}>
            {reason}
          </q>
          {at ? (
            <div className="apply-rejection__when">{t("merchants.rejected_on", { time: dateTime(at) })}</div>
          ) : null}
        </>
      }
      data-testid={testId}
    />
  );
}
