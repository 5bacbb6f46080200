import { APPLY_STATE } from "@mp/contracts/constants";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { ApplyWizard, useMerchantState } from "../../features/merchants";
import { ErrorState, LoadingState } from "../../ui";

/** `/merchant_settled`: the four-step shop application (a failed one comes back filled in). */
export function Component() {
  const { t } = useTranslation();
  const m = useMerchantState();
  if (m.loading) return <LoadingState />;
  if (m.failed) return <ErrorState onRetry={m.retry} />;
  // a merchant, or an application under review, has nothing to fill in
  if (m.shop || m.application?.state === APPLY_STATE.review || m.application?.state === APPLY_STATE.opened)
    return <Navigate to="/merchant" replace />;
  return (
    <div className="container page narrow" data-testid="merchant-settled-page">
      <Link to="/merchant">{t("merchants.back_to_entry")}</Link>
      <Typography.Title level={1} className="page-title">
        {t("merchants.apply_title")}
      </Typography.Title>
      <ApplyWizard previous={m.application} />
    </div>
  );
}
