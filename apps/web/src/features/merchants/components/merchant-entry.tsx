import { ClockCircleOutlined, CloseCircleOutlined, ShopOutlined } from "@ant-design/icons";
import { APPLY_STATE } from "@mp/contracts/constants";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { ErrorState, LoadingState } from "../../../ui";
import { useMerchantState } from "../hooks/use-merchant-state";
import { BackOffice } from "./back-office";

/**
 * `/merchant`: a visitor is asked to log in; a merchant lands in the back office; an applicant
 * sees their application's state (under review, or failed with the reason and Re-fill); anyone
 * else is told they are not yet a business user and may apply.
 */
export function MerchantEntry() {
  const { t } = useTranslation();
  const m = useMerchantState();
  if (!m.loggedIn)
    return (
      <Result
        status="info"
        title={t("errors.login_required")}
        extra={
          <Button type="primary" onClick={() => useAppStore.getState().openDialog("loginDialog")}>
            {t("header.login")}
          </Button>
        }
      />
    );
  if (m.loading) return <LoadingState />;
  if (m.failed) return <ErrorState onRetry={m.retry} />;
  if (m.shop) return <BackOffice shop={m.shop} />;
  const app = m.application;
  if (app?.state === APPLY_STATE.review)
    return (
      <Result
        icon={<ClockCircleOutlined />}
        title={t("merchants.under_review_title")}
        subTitle={t("merchants.under_review_text", { shopname: app.shopname })}
        data-testid="merchant-under-review"
      />
    );
  if (app?.state === APPLY_STATE.failed)
    return (
      <Result
        status="error"
        icon={<CloseCircleOutlined />}
        title={t("merchants.failed_title")}
        subTitle={
          <span data-testid="merchant-failed-reason">{t("merchants.failed_reason", { reason: app.reason })}</span>
        }
        extra={
          <Link to="/merchant_settled">
            <Button type="primary" data-testid="merchant-refill">
              {t("merchants.refill")}
            </Button>
          </Link>
        }
        data-testid="merchant-failed"
      />
    );
  return (
    <Result
      icon={<ShopOutlined />}
      title={t("errors.not_business_user")}
      subTitle={t("merchants.apply_text")}
      extra={
        <Link to="/merchant_settled">
          <Button type="primary" data-testid="merchant-apply">
            {t("merchants.apply")}
          </Button>
        </Link>
      }
      data-testid="merchant-not-business"
    />
  );
}
